import type { MetaDescriptor } from "react-router";

/**
 * The title of a Service Builder step. Only the first step is for search engines; the
 * later ones show the visitor's own answers.
 */
export function stepMeta(title: string, { indexed = false } = {}): MetaDescriptor[] {
  return [
    { title: `${title} | Service Builder` },
    {
      name: "description",
      content:
        "Configure managed IT and security services for every location, with recommendations that explain themselves and a price that updates as you go.",
    },
    ...(indexed ? [] : [{ name: "robots", content: "noindex" }]),
  ];
}
