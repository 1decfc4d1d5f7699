import { z } from "zod";

const email = z.email({ error: "Enter a valid e-mail address" }).max(254);

export const companyProfileSchema = z.object({
  name: z.string().trim().min(1, "Enter the company name").max(120),
  postalAddress: z.string().trim().min(1, "Enter the postal address").max(500),
  phone: z
    .string()
    .trim()
    .min(1, "Enter a phone number")
    .max(40)
    .regex(/^[+()\d\s.-]+$/, "Use digits, spaces and + ( ) - . only"),
  supportEmail: email,
  salesEmail: email,
});

export type CompanyProfile = z.infer<typeof companyProfileSchema>;
