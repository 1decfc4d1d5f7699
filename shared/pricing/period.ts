/** Seed 000 §9: how a billing period reads next to a price. */
const periodLabels: Record<string, string> = {
  per_user_month: "user/month",
  per_device_month: "device/month",
  per_server_month: "server/month",
  per_business_month: "business/month",
  month: "month",
  year: "year",
  one_time: "one-time",
};

/** A missing period means month; a period we do not know is shown as stored. */
export function periodLabel(period: string | null | undefined): string {
  if (period === null || period === undefined || period.trim() === "") return "month";
  return Object.hasOwn(periodLabels, period) ? (periodLabels[period] as string) : period;
}

/** What follows a price: "/user/month", or "one-time" for a single payment. */
export function priceSuffix(period: string | null | undefined): string {
  const label = periodLabel(period);
  return label === "one-time" ? label : `/${label}`;
}
