import { Link } from "react-router";
import { WaitlistForm } from "./waitlist-form";

/** Seed 000 §2: the 'Be the First to Know' sign-up, with what happens to the address. */
export function WaitlistCard() {
  return (
    <section
      aria-labelledby="waitlist-heading"
      className="rounded-3xl border border-border bg-surface p-6 shadow-xl shadow-black/5 sm:p-8"
    >
      <h2 id="waitlist-heading" className="text-2xl font-bold tracking-tight">
        Be the First to Know
      </h2>
      <p className="mt-2 mb-6 text-sm text-muted">
        Leave your work e-mail and we will tell you when the Service Builder opens. We store only
        your address, for this one purpose (
        <Link to="/privacy-policy" className="text-primary hover:underline">
          Privacy Policy
        </Link>
        ).
      </p>
      <WaitlistForm />
    </section>
  );
}
