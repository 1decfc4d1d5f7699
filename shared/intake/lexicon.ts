import type { ComplianceRequirement, SecurityFocus } from "../assessment/options";

/**
 * The intake's domain lexicon (issue 36 §1), data only: phrases and the assessment ids they
 * stand for, in the phrase syntax of `phrases.ts` (`a|b` either word, `@list` a word list,
 * `word?` optional, `*` up to 3 other words). Words are written in their base form: "take
 * card payment" also finds "takes card payments". A `named` cue names the requirement itself
 * (a denial of it reads "not compliant yet" as a need); an `implied` cue is a fact about the
 * business that brings the requirement with it ("patient records" -> HIPAA), and a denial of
 * the fact removes it ("we never touch card data" -> no PCI DSS).
 */
export interface Cue<Id extends string> {
  phrase: string;
  ids: readonly Id[];
  kind: "named" | "implied";
}

export const wordLists: Record<string, readonly string[]> = {
  euPlace: [
    "eu",
    "europe",
    "european union",
    "eea",
    "uk",
    "united kingdom",
    "britain",
    "england",
    "scotland",
    "ireland",
    "germany",
    "france",
    "spain",
    "portugal",
    "italy",
    "netherlands",
    "belgium",
    "austria",
    "sweden",
    "denmark",
    "finland",
    "norway",
    "poland",
    "czechia",
    "greece",
    "switzerland",
    "luxembourg",
    "california",
  ],
  euPeople: [
    "eu",
    "european",
    "uk",
    "british",
    "german",
    "french",
    "spanish",
    "portuguese",
    "italian",
    "dutch",
    "belgian",
    "irish",
    "swedish",
    "danish",
    "finnish",
    "polish",
    "austrian",
    "swiss",
    "california",
    "californian",
  ],
  dataSubject: [
    "customer",
    "client",
    "user",
    "resident",
    "citizen",
    "consumer",
    "subscriber",
    "shopper",
    "buyer",
    "patient",
    "member",
    "visitor",
    "participant",
    "candidate",
    "applicant",
    "employee",
    "tenant",
    "guest",
    "traveler",
    "traveller",
    "learner",
    "donor",
    "student",
    "data",
  ],
  card: ["card", "visa", "mastercard", "amex", "american express"],
  /** Someone else who takes the payments ("a payment processor handles all card data"). */
  payer: [
    "processor",
    "provider",
    "gateway",
    "stripe",
    "square",
    "paypal",
    "shopify",
    "vendor",
    "third party",
    "third-party",
    "partner",
    "platform",
    "app",
    "service",
    "outsourced",
  ],
  handleCard: ["take", "accept", "process", "swipe", "tap", "run", "charge", "handle", "store"],
  /** Health-care specialities: HIPAA when a business word follows ("dental practice"). */
  healthKind: [
    "dental",
    "orthodontic",
    "orthodontics",
    "chiropractic",
    "pediatric",
    "paediatric",
    "pediatrics",
    "dermatology",
    "optometry",
    "ophthalmology",
    "cardiology",
    "oncology",
    "radiology",
    "physiotherapy",
    "podiatry",
    "psychiatric",
    "psychiatry",
    "psychology",
    "counseling",
    "counselling",
    "medical",
    "surgical",
    "family medicine",
    "primary care",
    "mental health",
    "behavioral health",
    "behavioural health",
    "home health",
    "home care",
    "home-care",
    "health",
    "health care",
    "healthcare",
    "fertility",
  ],
  /** Health-care businesses that bring HIPAA on their own. */
  healthPlace: [
    "dentist",
    "dentistry",
    "orthodontist",
    "chiropractor",
    "optometrist",
    "hospital",
    "hospice",
    "pharmacy",
    "telehealth",
    "telemedicine",
    "healthcare",
    "health care",
    "urgent care",
    "nursing home",
    "assisted living",
    "physical therapy",
    "home health care",
    "health system",
    "health plan",
  ],

  businessUnit: [
    "practice",
    "clinic",
    "office",
    "group",
    "center",
    "centre",
    "provider",
    "agency",
    "chain",
    "network",
    "facility",
    "company",
    "firm",
    "organization",
    "organisation",
    "lab",
    "laboratory",
  ],
  healthData: ["record", "data", "information", "file", "chart", "history", "note", "result"],
  staffWord: ["staff", "employee", "user", "people", "team", "worker", "volunteer", "everyone"],
  device: [
    "laptop",
    "desktop",
    "workstation",
    "pc",
    "computer",
    "tablet",
    "ipad",
    "iphone",
    "smartphone",
    "mobile device",
    "mobile phone",
    "cell phone",
    "phone",
    "device",
  ],
  allHours: ["24x7", "24/7", "24-7", "24 x 7", "24 by 7", "24/7/365"],
  cloudService: [
    "cloud",
    "dropbox",
    "google drive",
    "google workspace",
    "g suite",
    "gsuite",
    "microsoft 365",
    "office 365",
    "m365",
    "o365",
    "sharepoint",
    "onedrive",
    "aws",
    "amazon web services",
    "azure",
    "gcp",
    "google cloud",
    "icloud",
    "box.com",
    "salesforce",
    "hubspot",
    "s3",
  ],
};

export const complianceCues: readonly Cue<ComplianceRequirement>[] = [
  // HIPAA
  { phrase: "hipaa|hippa|hitech|hipa", ids: ["hipaa"], kind: "named" },
  { phrase: "phi|ephi", ids: ["hipaa"], kind: "named" },
  { phrase: "protected health information", ids: ["hipaa"], kind: "named" },
  { phrase: "covered entity", ids: ["hipaa"], kind: "named" },
  { phrase: "business associate agreement", ids: ["hipaa"], kind: "named" },
  { phrase: "patient", ids: ["hipaa"], kind: "implied" },
  { phrase: "health|medical|clinical|dental @healthData", ids: ["hipaa"], kind: "implied" },
  { phrase: "ehr|emr|ehrs|emrs", ids: ["hipaa"], kind: "implied" },
  { phrase: "electronic health|medical record", ids: ["hipaa"], kind: "implied" },
  { phrase: "@healthKind @businessUnit", ids: ["hipaa"], kind: "implied" },
  { phrase: "@healthPlace", ids: ["hipaa"], kind: "implied" },
  {
    phrase:
      "dentist|physician|doctor|nurse|clinician|therapist|psychologist|caregiver|surgeon|pharmacist",
    ids: ["hipaa"],
    kind: "implied",
  },
  { phrase: "prescription|diagnosis|x-ray|xray|x-rays", ids: ["hipaa"], kind: "implied" },
  { phrase: "lab result", ids: ["hipaa"], kind: "implied" },
  // PCI DSS
  { phrase: "pci|pci-dss|pcidss", ids: ["pci-dss"], kind: "named" },
  { phrase: "payment card industry", ids: ["pci-dss"], kind: "named" },
  { phrase: "cardholder", ids: ["pci-dss"], kind: "named" },
  { phrase: "@handleCard * @card", ids: ["pci-dss"], kind: "implied" },
  {
    phrase: "pay|paying|paid|payment * by|with|via|using * @card",
    ids: ["pci-dss"],
    kind: "implied",
  },
  { phrase: "by|via credit|debit? card", ids: ["pci-dss"], kind: "implied" },
  { phrase: "cash and|or @card", ids: ["pci-dss"], kind: "implied" },
  { phrase: "@card and|or cash", ids: ["pci-dss"], kind: "implied" },
  {
    phrase:
      "card|credit|debit payment|transaction|terminal|reader|machine|data|number|detail|processing|swipe",
    ids: ["pci-dss"],
    kind: "implied",
  },
  { phrase: "credit|debit card", ids: ["pci-dss"], kind: "implied" },
  { phrase: "point of sale", ids: ["pci-dss"], kind: "implied" },
  { phrase: "pos system|terminal|device|register|software", ids: ["pci-dss"], kind: "implied" },
  { phrase: "payment terminal|kiosk|page|form", ids: ["pci-dss"], kind: "implied" },
  { phrase: "e-commerce|ecommerce", ids: ["pci-dss"], kind: "implied" },
  { phrase: "online store|shop|checkout|payment|ordering", ids: ["pci-dss"], kind: "implied" },
  { phrase: "checkout page|lane|counter", ids: ["pci-dss"], kind: "implied" },
  { phrase: "contactless|tap-to-pay", ids: ["pci-dss"], kind: "implied" },
  // SOC 2
  { phrase: "soc 2|ii|two", ids: ["soc2"], kind: "named" },
  { phrase: "soc2|soc-2|socii", ids: ["soc2"], kind: "named" },
  { phrase: "soc type 2|ii", ids: ["soc2"], kind: "named" },
  { phrase: "service organization|organisation control", ids: ["soc2"], kind: "named" },
  { phrase: "trust services criteria", ids: ["soc2"], kind: "named" },
  // CMMC
  { phrase: "cmmc", ids: ["cmmc"], kind: "named" },
  { phrase: "nist sp? 800-171", ids: ["cmmc"], kind: "named" },
  { phrase: "800-171", ids: ["cmmc"], kind: "named" },
  { phrase: "dfars", ids: ["cmmc"], kind: "named" },
  { phrase: "dod", ids: ["cmmc"], kind: "implied" },
  { phrase: "department|dept of defense|defence", ids: ["cmmc"], kind: "implied" },
  {
    phrase:
      "defense|defence contract|contractor|subcontractor|supplier|prime|industrial|program|work|project|supply|customer",
    ids: ["cmmc"],
    kind: "implied",
  },
  { phrase: "cui", ids: ["cmmc"], kind: "implied" },
  { phrase: "controlled unclassified information|data", ids: ["cmmc"], kind: "implied" },
  { phrase: "federal contract information", ids: ["cmmc"], kind: "implied" },
  { phrase: "military|pentagon|army|navy contract", ids: ["cmmc"], kind: "implied" },
  { phrase: "air force contract", ids: ["cmmc"], kind: "implied" },
  { phrase: "itar", ids: ["cmmc"], kind: "implied" },
  // ISO 27001
  { phrase: "iso|iso/iec 27001|27k", ids: ["iso27001"], kind: "named" },
  { phrase: "iso / iec 27001", ids: ["iso27001"], kind: "named" },
  { phrase: "iso27001|27001", ids: ["iso27001"], kind: "named" },
  { phrase: "isms", ids: ["iso27001"], kind: "named" },
  { phrase: "information security management system", ids: ["iso27001"], kind: "named" },
  // GDPR / CCPA
  { phrase: "gdpr|ccpa|cpra|uk-gdpr", ids: ["gdpr-ccpa"], kind: "named" },
  { phrase: "general data protection regulation", ids: ["gdpr-ccpa"], kind: "named" },
  { phrase: "california consumer privacy act", ids: ["gdpr-ccpa"], kind: "named" },
  { phrase: "@euPeople @dataSubject", ids: ["gdpr-ccpa"], kind: "implied" },
  {
    phrase: "@dataSubject * in|from|across|throughout the? @euPlace",
    ids: ["gdpr-ccpa"],
    kind: "implied",
  },
  { phrase: "data subject", ids: ["gdpr-ccpa"], kind: "implied" },
  { phrase: "dsar|dsars", ids: ["gdpr-ccpa"], kind: "implied" },
  { phrase: "right to be forgotten", ids: ["gdpr-ccpa"], kind: "implied" },
  { phrase: "data protection officer", ids: ["gdpr-ccpa"], kind: "implied" },
];

/**
 * Phrases that mean nothing here but hold words that would ("cloud kitchen", "gift card"):
 * as the longer match they hide the shorter one.
 */
export const neutralPhrases: readonly string[] = [
  "cloud kitchen|kitchens",
  "ghost kitchen|kitchens",
  "saas company|business|startup|vendor|provider|firm",
  "gift card|cards",
  "business card|cards",
  "id|key|access|badge|report|loyalty card|cards",
  "credit union|unions|score|scores|check|checks",
  "urgent care",
];

/**
 * Facts that take a requirement away when they stand in the same sentence as its mention:
 * card data left to someone else, or never touched ("a payment processor handles all card
 * data, we never touch it").
 */
export const complianceDenials: readonly {
  phrase: string;
  ids: readonly ComplianceRequirement[];
}[] = [
  {
    phrase:
      "@payer ,? that|which|who? handle|handles|handled|process|processes|store|hold|manage|take|do|does",
    ids: ["pci-dss"],
  },
  { phrase: "handled|processed|taken by * @payer", ids: ["pci-dss"] },
  { phrase: "go|goes|run|runs through|via * @payer", ids: ["pci-dss"] },
  { phrase: "cash only", ids: ["pci-dss"] },
  { phrase: "invoice|invoiced|invoicing only", ids: ["pci-dss"] },
  { phrase: "everything|all is? invoiced", ids: ["pci-dss"] },
];

/** Storing verbs: denying only these leaves the data passing through ("no card data stored"). */
export const storageVerbs: readonly string[] = [
  "store",
  "stored",
  "keep",
  "kept",
  "save",
  "retain",
  "hold",
];
/** Handling verbs whose denial means the data never reaches the business. */
export const untouchedVerbs: readonly string[] = ["touch", "see", "handle", "process", "access"];

/** Words anywhere in the text that cancel an implied requirement (an animal has no HIPAA). */
export const impliedExclusions: readonly {
  words: readonly string[];
  ids: readonly ComplianceRequirement[];
}[] = [{ words: ["veterinary", "veterinarian", "vet", "animal", "pet", "equine"], ids: ["hipaa"] }];

/**
 * Security focus. Here `named` is a safeguard ("backups", "MFA"): lacking it is a need, so
 * "we have no backups" keeps it and only "not worried about backups" denies it; `implied` is
 * a threat or an exposure ("phishing", "laptops", "Dropbox"), which any denial removes.
 */
export const focusCues: readonly Cue<SecurityFocus>[] = [
  // Ransomware and backup
  {
    phrase: "ransomware|ransom|cryptolocker|wannacry",
    ids: ["ransomware-backup"],
    kind: "implied",
  },
  { phrase: "backup|backups|back-up", ids: ["ransomware-backup"], kind: "named" },
  { phrase: "back|backed|backing up", ids: ["ransomware-backup"], kind: "named" },
  { phrase: "disaster recovery", ids: ["ransomware-backup"], kind: "named" },
  { phrase: "business continuity", ids: ["ransomware-backup"], kind: "named" },
  {
    phrase: "restore|recover * data|file|system|server|work",
    ids: ["ransomware-backup"],
    kind: "named",
  },
  {
    phrase: "lose|lost * data|file|work|email|footage|record",
    ids: ["ransomware-backup"],
    kind: "implied",
  },
  { phrase: "data|file loss", ids: ["ransomware-backup"], kind: "implied" },
  {
    phrase: "encrypted our|all * file|data|server|system",
    ids: ["ransomware-backup"],
    kind: "implied",
  },
  // E-mail and phishing
  {
    phrase: "phishing|phish|phished|spearphishing|smishing|vishing",
    ids: ["email-phishing"],
    kind: "implied",
  },
  {
    phrase: "spoof|spoofed|spoofing|impersonation|impersonate",
    ids: ["email-phishing"],
    kind: "implied",
  },
  { phrase: "spam", ids: ["email-phishing"], kind: "implied" },
  { phrase: "junk mail", ids: ["email-phishing"], kind: "implied" },
  {
    phrase: "email|e-mail|mail|inbox security|filtering|scam|fraud|attack|threat|compromise",
    ids: ["email-phishing"],
    kind: "named",
  },
  { phrase: "business email|e-mail compromise", ids: ["email-phishing"], kind: "named" },
  { phrase: "bec", ids: ["email-phishing"], kind: "implied" },
  {
    phrase:
      "hack|hacked|hacking|compromise|compromised|breach|breached our? email|e-mail|inbox|mailbox",
    ids: ["email-phishing"],
    kind: "implied",
  },
  {
    phrase:
      "fake|fraudulent|suspicious|malicious|bogus|scam|bad email|e-mail|invoice|link|attachment|message",
    ids: ["email-phishing"],
    kind: "implied",
  },
  { phrase: "invoice|wire|payment fraud|scam", ids: ["email-phishing"], kind: "implied" },
  { phrase: "dmarc|dkim|spf", ids: ["email-phishing"], kind: "named" },
  {
    phrase: "click|clicking|clicked * link|attachment|email|e-mail",
    ids: ["email-phishing", "awareness"],
    kind: "implied",
  },
  {
    phrase: "phishing simulation|test|training",
    ids: ["email-phishing", "awareness"],
    kind: "named",
  },
  { phrase: "simulated phishing", ids: ["email-phishing", "awareness"], kind: "named" },
  { phrase: "fall|falling|fell for", ids: ["awareness"], kind: "implied" },
  // Security awareness
  { phrase: "awareness", ids: ["awareness"], kind: "named" },
  {
    phrase:
      "security|cyber|cybersecurity|staff|employee|user|end-user|awareness training|education",
    ids: ["awareness"],
    kind: "named",
  },
  { phrase: "train|training|educate|educating * @staffWord", ids: ["awareness"], kind: "named" },
  { phrase: "training for * @staffWord", ids: ["awareness"], kind: "named" },
  { phrase: "human error", ids: ["awareness"], kind: "implied" },
  { phrase: "social engineering", ids: ["awareness"], kind: "implied" },
  { phrase: "@staffWord click|clicking|clicked", ids: ["awareness"], kind: "implied" },
  { phrase: "careless|untrained @staffWord", ids: ["awareness"], kind: "implied" },
  // Endpoint protection
  { phrase: "endpoint|endpoints", ids: ["endpoint"], kind: "named" },
  { phrase: "antivirus|anti-virus|edr|mdm|xdr", ids: ["endpoint"], kind: "named" },
  { phrase: "anti virus", ids: ["endpoint"], kind: "named" },
  { phrase: "mobile device management", ids: ["endpoint"], kind: "named" },
  { phrase: "malware|virus|viruses|spyware|trojan", ids: ["endpoint"], kind: "implied" },
  {
    phrase: "laptop|desktop|workstation|pc|pcs|computer|tablet|ipad|smartphone|iphone",
    ids: ["endpoint"],
    kind: "implied",
  },
  { phrase: "mobile|cell|company|personal|work device|phone", ids: ["endpoint"], kind: "implied" },
  {
    phrase: "use|carry|on|with|from their? phone|phones|device|devices",
    ids: ["endpoint"],
    kind: "implied",
  },
  { phrase: "patch|patching|unpatched", ids: ["endpoint"], kind: "named" },
  { phrase: "byod|usb", ids: ["endpoint"], kind: "implied" },
  // Identity and access
  { phrase: "identity|identities", ids: ["identity-access"], kind: "named" },
  {
    phrase: "access control|management|review|right|permission|policy",
    ids: ["identity-access"],
    kind: "named",
  },
  { phrase: "who can|has access", ids: ["identity-access"], kind: "implied" },
  { phrase: "single sign-on|signon", ids: ["identity-access"], kind: "named" },
  { phrase: "sso|mfa|2fa|iam|pam|okta|entra", ids: ["identity-access"], kind: "named" },
  {
    phrase: "multi-factor|multifactor|two-factor|2-factor",
    ids: ["identity-access"],
    kind: "named",
  },
  {
    phrase: "password|passwords|passcode|credential|credentials",
    ids: ["identity-access"],
    kind: "implied",
  },
  { phrase: "login|logins|log-in|sign-in|logon", ids: ["identity-access"], kind: "implied" },
  {
    phrase: "user|shared|admin|old|stale account|accounts",
    ids: ["identity-access"],
    kind: "implied",
  },
  {
    phrase: "former|ex|old|departed|leaving|terminated employee|staff|worker|contractor",
    ids: ["identity-access"],
    kind: "implied",
  },
  { phrase: "still have * access|account|login", ids: ["identity-access"], kind: "implied" },
  { phrase: "offboarding|offboard|onboarding", ids: ["identity-access"], kind: "named" },
  { phrase: "active directory", ids: ["identity-access"], kind: "named" },
  { phrase: "privileged access", ids: ["identity-access"], kind: "named" },
  { phrase: "least privilege", ids: ["identity-access"], kind: "named" },
  { phrase: "zero trust", ids: ["identity-access"], kind: "named" },
  { phrase: "account takeover", ids: ["identity-access"], kind: "implied" },
  // Cloud security
  { phrase: "@cloudService", ids: ["cloud"], kind: "implied" },
  { phrase: "in|on|into|via|using|use =Box", ids: ["cloud"], kind: "implied" },
  { phrase: "cloud-based|cloud-hosted", ids: ["cloud"], kind: "implied" },
  { phrase: "saas app|application|tool|platform|service", ids: ["cloud"], kind: "implied" },
  {
    phrase: "hosted|online system|platform|application|app|storage|drive",
    ids: ["cloud"],
    kind: "implied",
  },
  // Data protection
  { phrase: "data loss prevention", ids: ["data-protection"], kind: "named" },
  { phrase: "dlp", ids: ["data-protection"], kind: "named" },
  {
    phrase: "data protection|security|leak|leakage|exfiltration|theft|classification",
    ids: ["data-protection"],
    kind: "named",
  },
  {
    phrase: "protect|protecting|secure|securing * data|information|record|file|document",
    ids: ["data-protection"],
    kind: "named",
  },
  { phrase: "encrypt|encrypted|encryption|encrypting", ids: ["data-protection"], kind: "named" },
  { phrase: "leak|leaked|leaking", ids: ["data-protection"], kind: "implied" },
  {
    phrase: "sensitive|confidential data|information|file|document|record",
    ids: ["data-protection"],
    kind: "implied",
  },
  { phrase: "intellectual property", ids: ["data-protection"], kind: "implied" },
  { phrase: "trade secret", ids: ["data-protection"], kind: "implied" },
  { phrase: "insider|insiders|insider threat", ids: ["data-protection"], kind: "implied" },
  {
    phrase: "steal|stealing|stole|stolen * data|information|file|record",
    ids: ["data-protection"],
    kind: "implied",
  },
  {
    phrase: "walk|walking|walked off with * data|information|file|record",
    ids: ["data-protection"],
    kind: "implied",
  },
  { phrase: "social security number", ids: ["data-protection"], kind: "implied" },
  { phrase: "ssn|ssns", ids: ["data-protection"], kind: "implied" },
  // 24/7 monitoring and response
  { phrase: "monitoring|monitor|monitored", ids: ["monitoring-response"], kind: "named" },
  { phrase: "@allHours", ids: ["monitoring-response"], kind: "named" },
  { phrase: "round|around the clock", ids: ["monitoring-response"], kind: "named" },
  { phrase: "soc|siem|mdr", ids: ["monitoring-response"], kind: "named" },
  { phrase: "security operations center|centre", ids: ["monitoring-response"], kind: "named" },
  { phrase: "detection and response", ids: ["monitoring-response"], kind: "named" },
  {
    phrase: "threat|intrusion|breach detection|hunting",
    ids: ["monitoring-response"],
    kind: "named",
  },
  { phrase: "incident response", ids: ["monitoring-response"], kind: "named" },
  {
    phrase: "respond to * incident|incidents|attack|alert",
    ids: ["monitoring-response"],
    kind: "named",
  },
  {
    phrase: "watch|watching * network|system|systems|alert",
    ids: ["monitoring-response"],
    kind: "named",
  },
  {
    phrase: "after-hours|overnight|night|weekend coverage|support|response",
    ids: ["monitoring-response"],
    kind: "named",
  },
  { phrase: "after hours coverage|support|response", ids: ["monitoring-response"], kind: "named" },
];

/** When the services should be in place: phrases and the timeline they give. */
export const timelineCues: readonly {
  phrase: string;
  /** null: a phrase that only hides a shorter one ("urgent care" is a clinic, not a hurry). */
  timeline: "asap" | "1-3-months" | "3-6-months" | "later" | null;
}[] = [
  { phrase: "urgent care", timeline: null },
  { phrase: "emergency room|department|services", timeline: null },
  { phrase: "asap|a.s.a.p.", timeline: "asap" },
  { phrase: "as soon|quickly|fast as possible|practical", timeline: "asap" },
  { phrase: "as soon|quickly|fast as we can", timeline: "asap" },
  { phrase: "urgent|urgently|urgency|immediately|immediate", timeline: "asap" },
  { phrase: "right away", timeline: "asap" },
  { phrase: "straight away", timeline: "asap" },
  { phrase: "straightaway", timeline: "asap" },
  { phrase: "by|before|within|until this|next week", timeline: "asap" },
  { phrase: "next week", timeline: "asap" },
  { phrase: "in a rush|hurry", timeline: "asap" },
  { phrase: "time sensitive", timeline: "asap" },
  { phrase: "yesterday", timeline: "asap" },
  { phrase: "next month", timeline: "1-3-months" },
  { phrase: "next|coming quarter", timeline: "1-3-months" },
  { phrase: "by|before|within|sometime|during this|the quarter", timeline: "1-3-months" },
  { phrase: "end of the? quarter", timeline: "1-3-months" },
  { phrase: "quarter end", timeline: "1-3-months" },
  { phrase: "coming weeks", timeline: "1-3-months" },
  { phrase: "by|before|within|sometime|during this year", timeline: "3-6-months" },
  { phrase: "later this year", timeline: "3-6-months" },
  { phrase: "end of the? year", timeline: "3-6-months" },
  { phrase: "year end", timeline: "3-6-months" },
  { phrase: "second half", timeline: "3-6-months" },
  { phrase: "half a year", timeline: "3-6-months" },
  { phrase: "next year", timeline: "later" },
  { phrase: "later next year", timeline: "later" },
  { phrase: "next fiscal|financial|budget year|cycle", timeline: "later" },
  { phrase: "next budget", timeline: "later" },
  { phrase: "no rush|hurry|deadline|timeline|timeframe|urgency", timeline: "later" },
  { phrase: "not urgent", timeline: "later" },
  { phrase: "not in a rush|hurry", timeline: "later" },
  { phrase: "no immediate need|rush|hurry|plan", timeline: "later" },
  { phrase: "eventually|someday|sometime|whenever", timeline: "later" },
  { phrase: "some day|point", timeline: "later" },
  { phrase: "down the road|line", timeline: "later" },
  { phrase: "long|longer term", timeline: "later" },
  { phrase: "in the future", timeline: "later" },
  { phrase: "just exploring|researching|looking|browsing|curious", timeline: "later" },
  { phrase: "exploring options", timeline: "later" },
];

/** Words that start a deadline before a duration: "in 4 months", "within six weeks". */
export const deadlineWords: readonly string[] = [
  "in",
  "within",
  "by",
  "inside",
  "over",
  "under",
  "before",
  "next",
];
/** Words that may stand between the deadline word and the duration. */
export const deadlineFillers: readonly string[] = [
  "the",
  "next",
  "coming",
  "about",
  "around",
  "roughly",
  "approximately",
  "just",
  "only",
  "less",
  "than",
  "a",
  "an",
];
/** A duration's unit in months. */
export const durationUnits: Readonly<Record<string, number>> = {
  day: 1 / 30,
  week: 12 / 52,
  month: 1,
  quarter: 3,
  year: 12,
};
