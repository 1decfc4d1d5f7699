import type { CompanyProfile } from "@shared/settings/company-profile";
import type { LegalSection } from "./legal-document";
import { StorageTable } from "./storage-table";

/**
 * Privacy policy, sections 1-5: who we are and exactly what the product stores. Keep this in
 * step with the code: inquiries (decision 011), the waitlist (decision 012), the browser
 * storage of app/lib (session id, client id, theme) and the staff tables (decision 008).
 */
export function privacyDataSections(company: CompanyProfile): LegalSection[] {
  return [
    {
      id: "who-we-are",
      title: "Who we are",
      body: (
        <>
          <p>
            {company.name} (“we”, “us”) provides managed IT, cybersecurity, cloud and software
            engineering services to businesses. This policy explains what personal data this website
            collects, why, how long we keep it and what you can ask us to do with it. For the data
            described here we are the controller.
          </p>
          <p>
            Data we process for clients while delivering services (for example, in a managed
            environment) is covered by the data processing terms of the client's contract, not by
            this policy.
          </p>
        </>
      ),
    },
    {
      id: "what-we-collect",
      title: "What we collect and why",
      body: (
        <>
          <p>
            We collect only what you give us through the site and what is technically needed to run
            it securely. We do not buy personal data, and we do not build advertising profiles.
          </p>
          <h3>Contact inquiries</h3>
          <p>
            When you use the contact form we store your <strong>name</strong>,{" "}
            <strong>e-mail address</strong>, <strong>organization size</strong> (if you choose one)
            and your <strong>message</strong>, with the time it was received. Nothing else is stored
            with it: no IP address and no browser details. We use it to answer you and, if you wish,
            to prepare a proposal. Legal basis: steps you ask us to take before a contract, and our
            legitimate interest in replying to business enquiries.
          </p>
          <h3>Service Builder waitlist</h3>
          <p>
            When you sign up on the Service Builder page we store your{" "}
            <strong>e-mail address</strong> and the time of the sign-up, once: signing up again does
            not create a second entry. We use it only to tell you when the Service Builder is
            available. Legal basis: your consent, which you can withdraw at any time by writing to
            us.
          </p>
          <h3>Staff accounts (our employees only)</h3>
          <p>
            The administration area is for our staff. For each staff account we store the user name,
            display name and role, a one-way hash of the password, the two-factor secret (encrypted)
            and hashed recovery codes. Each sign-in session records the IP address and browser
            description it was started from; failed sign-in attempts are counted per user name and
            IP address to slow down password guessing; and an audit log records security-relevant
            actions (sign-ins, password and two-factor changes, account and settings changes) with
            the IP address and browser. Legal basis: our legitimate interest in securing our
            systems, and our obligations as an employer.
          </p>
          <h3>Server logs</h3>
          <p>
            Like any web server, ours records technical data of each request (time, requested
            address, response status, IP address and browser headers, never cookies or passwords) to
            keep the service running and to investigate abuse. Legal basis: our legitimate interest
            in operating a secure website.
          </p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies and browser storage",
      body: (
        <>
          <p>
            We use a small number of first-party cookies and browser storage entries. None is used
            for analytics or advertising, and the site loads nothing from other companies' servers:
            fonts, images and scripts all come from us. Because every entry is needed for the site
            to work or remembers a choice you made, we do not show a consent banner.
          </p>
          <StorageTable
            caption="Cookies and browser storage used by this site"
            rows={[
              {
                name: "sb_session_id",
                kind: "Cookie",
                purpose:
                  "A random session identifier (“session-” followed by a time stamp and random characters) that lets our application recognise requests from the same visit. It contains no personal details.",
                duration: "30 days",
              },
              {
                name: "sb-session-id",
                kind: "Local storage",
                purpose: "The same session identifier, kept in your browser.",
                duration: "Until you clear your browser's site data",
              },
              {
                name: "sb-previous-session-ids",
                kind: "Local storage",
                purpose:
                  "Up to three other Service Builder session identifiers this browser held, so a configuration replaced by a link you opened stays reachable.",
                duration: "Until you clear your browser's site data",
              },
              {
                name: "sb-client-id",
                kind: "Local storage",
                purpose: "A random identifier of this browser, created on the first visit.",
                duration: "Until you clear your browser's site data",
              },
              {
                name: "theme",
                kind: "Local storage",
                purpose: "Your choice of light, dark or system colour theme.",
                duration: "Until you clear your browser's site data",
              },
              {
                name: "sid",
                kind: "Cookie (staff only)",
                purpose:
                  "Keeps a staff member signed in to the administration area. Not readable by scripts.",
                duration:
                  "Until the browser closes; the session ends after 30 minutes of inactivity or 12 hours",
              },
              {
                name: "mfa_pending",
                kind: "Cookie (staff only)",
                purpose: "Links the two steps of a staff sign-in with a two-factor code.",
                duration: "5 minutes",
              },
            ]}
          />
          <p>
            Over HTTPS the two staff cookies carry the prefix “__Host-”. You can delete cookies and
            site data in your browser settings at any time; the site keeps working and simply
            creates a new session identifier.
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: "How long we keep data",
      body: (
        <ul>
          <li>
            <strong>Contact inquiries:</strong> for as long as we need them to answer you and for
            any business relationship that follows; we review them periodically and delete those we
            no longer need, and we delete yours earlier if you ask.
          </li>
          <li>
            <strong>Waitlist e-mail addresses:</strong> until we have told you that the Service
            Builder is available, or until you ask us to remove yours.
          </li>
          <li>
            <strong>Staff sessions:</strong> end after 30 minutes without activity, 12 hours at
            most, or at sign-out. Failed sign-in attempts stop counting after 15 minutes. The audit
            log is kept as a security record for as long as the administration area is in use.
          </li>
          <li>
            <strong>Server logs:</strong> kept only as long as needed for operations and security
            investigations.
          </li>
        </ul>
      ),
    },
    {
      id: "sharing",
      title: "Who we share data with",
      body: (
        <>
          <p>
            We do not sell or rent personal data. Only our own staff can read inquiries and waitlist
            entries, through the administration area that requires a password and can require a
            second factor.
          </p>
          <p>
            We use hosting providers to run the site; they process data only on our instructions and
            under contract. We disclose data to authorities only when the law requires it, and we
            tell you about such a request where we are allowed to.
          </p>
        </>
      ),
    },
  ];
}
