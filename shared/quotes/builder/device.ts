/** The device classes the Service Builder records with a session's start (issue 15). */
export const deviceClasses = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/**
 * A coarse device class from a User-Agent header, so the analytics can show the mobile
 * share without storing the user agent itself. Tablets first: iPad Safari also says
 * "Mobile", and Android tablets are the Android agents without "Mobile".
 */
export function deviceClassOf(userAgent: string | undefined): DeviceClass {
  const agent = userAgent ?? "";
  if (/iPad|Tablet/i.test(agent) || (/Android/i.test(agent) && !/Mobile/i.test(agent))) {
    return "tablet";
  }
  if (/Mobi/i.test(agent)) return "mobile";
  return "desktop";
}
