import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { landingMeta } from "~/features/seo/landing-seo";
import { BrandLink } from "./brand";

const company = {
  name: "Harbor Shield Security",
  postalAddress: "1 Example Way\nBaltimore, MD",
  phone: "+1 410 555 0100",
  supportEmail: "support@harbor.example",
  salesEmail: "sales@harbor.example",
};

describe("the stored company name is the brand", () => {
  it("the header's brand link reads it (first word plain, the rest in the brand colour)", () => {
    const html = renderToStaticMarkup(<BrandLink name={company.name} />);
    expect(html.replace(/<[^>]+>/g, "")).toBe("Harbor Shield Security");
    expect(html).toContain('<span class="text-primary"> Shield Security</span>');
    expect(renderToStaticMarkup(<BrandLink name="Acme" />)).not.toContain('text-primary">');
  });

  it("the landing page's title leads with it", () => {
    expect(landingMeta("https://www.example.com", company)[0]).toEqual({
      title: "Harbor Shield Security | Premier IT Security Solutions for Business",
    });
  });
});
