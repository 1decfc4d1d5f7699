import type { FeatureExplanationInput } from "@shared/pricing/schemas";

/** Explanations behind the comparison-table tooltips, keyed by the exact feature text. */
export const glossary: FeatureExplanationInput[] = [
  {
    feature: "Advanced Email Filtering",
    title: "Advanced Email Filtering",
    description:
      "Inbound mail is scanned for malicious links, attachments and impersonation before it reaches an inbox.",
    benefit: "Stops most phishing and malware at the door, where the majority of breaches begin.",
  },
  {
    feature: "Multi-Factor Authentication",
    title: "Multi-Factor Authentication (MFA)",
    description:
      "Sign-ins require a second proof, such as an authenticator app or security key, besides the password.",
    benefit: "Blocks over 99% of automated account takeover attempts, even with a stolen password.",
  },
  {
    feature: "Security Awareness Training",
    title: "Security Awareness Training",
    description:
      "Short, role-based lessons each month on phishing, social engineering and safe data handling.",
    benefit:
      "Turns your staff into a reliable line of defence and satisfies most audit training requirements.",
  },
  {
    feature: "Phishing Simulations",
    title: "Phishing Simulations",
    description:
      "Realistic test campaigns show who clicks, with instant micro-training for those who do.",
    benefit: "Measurably lowers click rates over time and shows where coaching is needed.",
  },
  {
    feature: "Dark Web Monitoring",
    title: "Dark Web Monitoring",
    description:
      "We watch criminal marketplaces and breach dumps for your domains and staff credentials.",
    benefit: "You reset exposed passwords before attackers get the chance to use them.",
  },
  {
    feature: "Identity Threat Detection & Response",
    title: "Identity Threat Detection & Response (ITDR)",
    description:
      "Sign-in behaviour is analysed for impossible travel, token theft and privilege abuse, with automatic session revocation.",
    benefit: "Catches attackers who already hold valid credentials, which antivirus cannot see.",
  },
  {
    feature: "Data Loss Prevention",
    title: "Data Loss Prevention (DLP)",
    description:
      "Policies detect and block sensitive data such as card numbers or health records leaving by email or cloud sharing.",
    benefit: "Prevents costly leaks and shows regulators that sensitive data is controlled.",
  },
  {
    feature: "24/7 SOC Monitoring",
    title: "24/7 Security Operations Center",
    description:
      "Our analysts watch alerts around the clock, investigate them and act on confirmed threats.",
    benefit: "Threats found at 3 a.m. are contained in minutes, not discovered on Monday.",
  },
  {
    feature: "Endpoint Detection & Response (EDR)",
    title: "Endpoint Detection & Response (EDR)",
    description:
      "Behavioural sensors record process activity on each device and can isolate a compromised machine instantly.",
    benefit: "Detects fileless and novel attacks that signature-based antivirus misses.",
  },
  {
    feature: "24/7 Managed Detection & Response",
    title: "Managed Detection & Response (MDR)",
    description:
      "Our SOC triages every EDR alert, investigates the root cause and contains the threat for you.",
    benefit: "Enterprise-grade response without hiring your own security team.",
  },
  {
    feature: "Proactive Threat Hunting",
    title: "Proactive Threat Hunting",
    description:
      "Analysts search your environment for signs of intrusion that have not raised an alert yet.",
    benefit: "Shortens attacker dwell time from months to days.",
  },
  {
    feature: "Ransomware Rollback",
    title: "Ransomware Rollback",
    description: "Files changed by ransomware are restored automatically from protected snapshots.",
    benefit: "Recovery in minutes, with no ransom and no lengthy restore from backup.",
  },
  {
    feature: "Automated Patch Management",
    title: "Automated Patch Management",
    description:
      "Operating system and third-party updates are tested and rolled out on a schedule you approve.",
    benefit: "Closes the known vulnerabilities that most attacks exploit.",
  },
  {
    feature: "Vulnerability Scanning",
    title: "Vulnerability Scanning",
    description: "Continuous scans find missing patches, weak configurations and exposed services.",
    benefit: "A prioritised fix list instead of surprises in your next audit or breach.",
  },
  {
    feature: "File Integrity Monitoring",
    title: "File Integrity Monitoring",
    description: "Critical system and application files are watched for unauthorised changes.",
    benefit: "Reveals tampering early and meets PCI DSS and HIPAA monitoring requirements.",
  },
  {
    feature: "CIS Hardening Baselines",
    title: "CIS Hardening Baselines",
    description:
      "Servers are configured to the Center for Internet Security benchmarks and checked for drift.",
    benefit: "Removes default weaknesses and gives auditors a recognised standard.",
  },
  {
    feature: "Privileged Access Management",
    title: "Privileged Access Management (PAM)",
    description:
      "Administrator rights are granted just in time, recorded and removed when the task is done.",
    benefit: "Limits what an attacker can do with a compromised account.",
  },
  {
    feature: "Incident Response Retainer",
    title: "Incident Response Retainer",
    description:
      "Pre-agreed access to our incident responders with a guaranteed one-hour engagement time.",
    benefit: "Expert help starts immediately, without procurement delays during a crisis.",
  },
  {
    feature: "Quarterly Business Reviews",
    title: "Quarterly Business Reviews",
    description:
      "A structured review of service levels, risks, spending and upcoming projects with your leadership.",
    benefit: "Keeps IT aligned with business goals and budgets predictable.",
  },
  {
    feature: "IT Roadmap & Budget Planning",
    title: "IT Roadmap & Budget Planning",
    description:
      "A rolling three-year plan of projects, renewals and investments with cost estimates.",
    benefit: "No surprise expenses, and technology decisions that support growth.",
  },
  {
    feature: "Dedicated vCIO",
    title: "Dedicated Virtual CIO",
    description:
      "A named senior technology executive who knows your business and joins your leadership meetings.",
    benefit: "Executive-level IT strategy for a fraction of a full-time CIO's cost.",
  },
  {
    feature: "Security Code Review",
    title: "Security Code Review",
    description:
      "Manual and automated review of your application's code against the OWASP Top 10 before release.",
    benefit: "Vulnerabilities are fixed before launch, when they cost least to fix.",
  },
  {
    feature: "Automated Testing & CI/CD",
    title: "Automated Testing & CI/CD",
    description:
      "Every change is built, tested and deployed through an automated pipeline with rollback.",
    benefit: "Faster, safer releases with fewer regressions reaching your users.",
  },
];
