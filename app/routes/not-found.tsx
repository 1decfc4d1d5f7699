import { data } from "react-router";
import { NotFoundCard } from "~/components/not-found-card";

/** Any path no other route claims: the 404 card, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return <NotFoundCard />;
}
