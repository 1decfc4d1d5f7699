import { FONT_FAMILY, fontFaceCss } from "./font";

/**
 * The quote document's stylesheet: the product's palette (app/app.css), Inter embedded,
 * A4 print rules. Page margins come from page.pdf() so Chromium's footer fits under them.
 */
const DOCUMENT_CSS = `
:root {
  --fg: #0b1220; --muted: #4a5568; --faint: #718096; --border: #d5dde8; --rule: #e6ebf2;
  --surface-2: #f3f6fa; --primary: #0b6e8a; --primary-soft: #dff3f8; --accent: #5b3fd6;
  --navy: #0b1a2e; --success: #0f6b40; --success-soft: #e3f4ec; --danger: #b42318;
  --danger-soft: #fbeae8;
}
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body {
  margin: 0; color: var(--fg); font-family: "${FONT_FAMILY}", "Helvetica Neue", Arial, sans-serif;
  font-size: 9pt; line-height: 1.4;
  /* Text exactly as written: no contextual alternates ("24x7" stays an x). */
  font-feature-settings: "calt" 0;
}
h1, h2, h3, h4 { margin: 0; line-height: 1.2; break-after: avoid; }
p { margin: 0; }
.muted { color: var(--muted); }
.small { font-size: 7.5pt; }
.block { display: block; }
.right { text-align: right; }
.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.eyebrow { font-size: 7pt; font-weight: 600; text-transform: uppercase; letter-spacing: 0.08em; color: var(--primary); }

/* Cover */
.cover { height: 258mm; display: flex; flex-direction: column; break-after: page; }
.cover-band {
  border-radius: 6mm; padding: 12mm 12mm 14mm; color: #fff;
  background: linear-gradient(135deg, var(--navy) 0%, #0d3550 55%, var(--brand, var(--primary)) 100%);
  position: relative; overflow: hidden;
}
.cover-band::after {
  content: ""; position: absolute; right: -30mm; top: -30mm; width: 95mm; height: 95mm;
  border-radius: 50%; background: radial-gradient(circle, rgba(91,63,214,0.55), rgba(91,63,214,0) 70%);
}
.brand { display: flex; align-items: center; gap: 3mm; font-weight: 700; font-size: 12pt; }
.brand-logo { display: inline-flex; align-items: center; height: 12mm; padding: 1.5mm 2.5mm; border-radius: 2mm; background: #fff; flex: none; }
.brand-logo img { height: 9mm; width: auto; max-width: 48mm; object-fit: contain; }
.brand-mark {
  width: 8mm; height: 8mm; border-radius: 2mm; flex: none;
  background: linear-gradient(135deg, #38d0ec, var(--accent));
}
.cover-title { margin-top: 26mm; font-size: 34pt; font-weight: 750; letter-spacing: -0.02em; }
.cover-reference { font-size: 15pt; font-weight: 500; color: #a8e6f3; margin-top: 1mm; }
.cover-subtitle { margin-top: 5mm; font-size: 11pt; color: #d7e3ef; max-width: 140mm; }
.cover-facts { display: grid; grid-template-columns: 1.4fr 1fr 1fr; gap: 6mm; margin-top: 10mm; }
.fact-label { font-size: 7pt; text-transform: uppercase; letter-spacing: 0.08em; color: var(--faint); font-weight: 600; }
.fact-value { font-size: 10.5pt; font-weight: 600; margin-top: 1mm; }
.fact-detail { color: var(--muted); }
.cover-intro { margin-top: 12mm; padding-top: 6mm; border-top: 0.3mm solid var(--rule); max-width: 150mm; font-size: 10pt; line-height: 1.55; }
.cover-intro p + p { margin-top: 2mm; font-size: 8.5pt; }
.cover-options { margin-top: auto; }
.cards { display: grid; gap: 4mm; margin-top: 3mm; }
.cards-1 { grid-template-columns: 1fr; } .cards-2 { grid-template-columns: 1fr 1fr; }
.cards-3 { grid-template-columns: 1fr 1fr 1fr; } .cards-4 { grid-template-columns: 1fr 1fr 1fr 1fr; }
.card {
  border: 0.3mm solid var(--border); border-radius: 3mm; padding: 4mm; background: #fff;
  break-inside: avoid;
}
.card.chosen { border-color: var(--primary); box-shadow: inset 0 0 0 0.3mm var(--primary); background: #f5fbfd; }
.card-name { font-weight: 650; font-size: 10.5pt; margin-top: 0.5mm; }
.card-amount { font-size: 16pt; font-weight: 700; margin-top: 3mm; letter-spacing: -0.01em; }
.card-amount span { font-size: 8.5pt; font-weight: 500; color: var(--muted); }
.card-lines { margin-top: 2mm; color: var(--muted); }
.badge {
  display: inline-block; border-radius: 99px; padding: 0.4mm 2.2mm; font-size: 6.8pt; font-weight: 650;
  background: var(--primary-soft); color: var(--primary); vertical-align: middle;
}
.badge.success { background: var(--success-soft); color: var(--success); }
.badge.danger { background: var(--danger-soft); color: var(--danger); }

/* Sections */
.section { break-before: page; }
.section.flow { break-before: auto; margin-top: 12mm; }
.section-head { border-bottom: 0.5mm solid var(--primary); padding-bottom: 3mm; margin-bottom: 5mm; }
.section-title { font-size: 18pt; font-weight: 700; letter-spacing: -0.01em; margin-top: 1mm; }
.section-meta { margin-top: 1.5mm; color: var(--muted); }
.subsection { margin-top: 7mm; }
.subsection-title { font-size: 11pt; font-weight: 650; margin-bottom: 2.5mm; }
.location { margin-top: 5mm; }
.location-head { display: flex; justify-content: space-between; align-items: baseline; gap: 4mm; margin-bottom: 1.5mm; break-after: avoid; }
.location-name { font-size: 10.5pt; font-weight: 650; }

/* Tables */
table { width: 100%; border-collapse: collapse; }
table.lines { table-layout: fixed; font-size: 8.3pt; line-height: 1.35; }
.lines col.c-service { width: 38%; } .lines col.c-basis { width: 13%; } .lines col.c-qty { width: 7%; }
.lines col.c-unit { width: 14%; } .lines col.c-total { width: 16%; } .lines col.c-setup { width: 12%; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
th {
  text-align: left; font-size: 6.8pt; font-weight: 650; text-transform: uppercase; letter-spacing: 0.06em;
  color: var(--muted); background: var(--surface-2); padding: 1.6mm 2mm; border-bottom: 0.3mm solid var(--border);
}
td { padding: 1.8mm 2mm; border-bottom: 0.2mm solid var(--rule); vertical-align: top; }
.lines td { padding: 1.2mm 2mm; }
th.num { text-align: right; }
.service-name { font-weight: 600; }
.line-detail { display: block; font-size: 6.8pt; color: var(--muted); }
.line-detail.saving { color: var(--success); }
s { color: var(--faint); }
tr.total td { font-weight: 650; background: var(--surface-2); border-bottom: none; }

/* Totals */
.totals { display: grid; grid-template-columns: 1fr 1fr; gap: 5mm; break-inside: avoid; }
.totals-table td { padding: 2mm 0; }
.totals-table td.num { font-weight: 650; }
.totals-table tr.grand td { font-size: 11pt; border-bottom: none; }
.saving-note { color: var(--success); font-size: 7.5pt; display: block; font-weight: 500; }
.panel { border: 0.3mm solid var(--border); border-radius: 3mm; padding: 4mm 5mm; break-inside: avoid; }
.panel-title { font-weight: 650; margin-bottom: 1.5mm; }

/* Comparison */
.compare th.option-col, .compare td.option-col { text-align: right; }
.compare .chosen { background: #eef8fb; }
.compare thead .option-name { display: block; text-transform: none; letter-spacing: 0; font-size: 9pt; color: var(--fg); }
.compare tbody th { background: none; text-transform: none; letter-spacing: 0; font-size: 8.5pt; color: var(--fg); font-weight: 500; border-bottom: 0.2mm solid var(--rule); }

/* Terms, contact, decision */
.terms ol, .terms ul { margin: 0 0 2mm; padding-left: 5mm; }
.terms li { margin-bottom: 2mm; padding-left: 1mm; }
.terms p, .letter p { margin: 0 0 2mm; }
.terms h2, .terms h3, .terms h4 { font-size: 10pt; margin: 3mm 0 1.5mm; }
.contact { display: grid; grid-template-columns: 1fr 1fr; gap: 5mm; }
.address { white-space: pre-line; }
.evidence { border-radius: 3mm; padding: 5mm; break-inside: avoid; }
.evidence.accepted { background: var(--success-soft); border: 0.3mm solid #b5dcc8; }
.evidence.declined { background: var(--danger-soft); border: 0.3mm solid #efc2bd; }
.evidence table td { border-bottom: 0.2mm solid rgba(11,18,32,0.08); }
.evidence th { padding: 2.2mm 2mm 1.4mm; background: none; width: 38mm; vertical-align: top; border-bottom: 0.2mm solid rgba(11,18,32,0.08); }
.hash { font-size: 8pt; word-break: break-all; font-weight: 500; }
`;

let cached: string | undefined;

export function documentCss(): string {
  cached ??= `${fontFaceCss()}\n${DOCUMENT_CSS}`;
  return cached;
}
