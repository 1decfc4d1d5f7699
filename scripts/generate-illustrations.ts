// Draws the SVG illustrations the demo content refers to: blog covers, author avatars and
// case-study logos and images. Deterministic (seeded by slug): running it again rewrites
// identical files. Run once after changing the demo content:
//   node --import tsx scripts/generate-illustrations.ts
import fs from "node:fs";
import path from "node:path";
import { demoBlogPosts } from "../server/api/blog/blog-post-repository";
import { demoCaseStudies } from "../server/api/case-studies/demo-case-studies";

const publicDir = path.resolve(import.meta.dirname, "../public");
const W = 800;
const H = 450;

type Palette = readonly [from: string, to: string, glow: string];
const palettes: Palette[] = [
  ["#071426", "#0b3a52", "#38d0ec"],
  ["#0a0f24", "#2a1f5c", "#a995ff"],
  ["#05161a", "#0d4a45", "#3ddc97"],
  ["#0b1020", "#1b3566", "#7db3ff"],
  ["#100c1c", "#3d1f4f", "#f0a6ff"],
  ["#0a1418", "#124052", "#5ee1d0"],
];

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** mulberry32: a tiny seeded generator, so every run draws the same picture. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

type Motif = (rand: () => number, glow: string) => string;

const motifs: Record<string, Motif> = {
  network(rand, glow) {
    const nodes = Array.from({ length: 14 }, () => [120 + rand() * 560, 70 + rand() * 310]);
    const links = nodes.flatMap(([x1, y1], i) =>
      nodes
        .slice(i + 1)
        .filter(([x2, y2]) => Math.hypot((x2 ?? 0) - (x1 ?? 0), (y2 ?? 0) - (y1 ?? 0)) < 190)
        .map(
          ([x2, y2]) =>
            `<line x1="${r1(x1 ?? 0)}" y1="${r1(y1 ?? 0)}" x2="${r1(x2 ?? 0)}" y2="${r1(y2 ?? 0)}"/>`,
        ),
    );
    const linked = (x: number, y: number) =>
      nodes.some(([x2, y2]) => {
        const d = Math.hypot((x2 ?? 0) - x, (y2 ?? 0) - y);
        return d > 0 && d < 190;
      });
    const dots = nodes
      .filter(([x, y]) => linked(x ?? 0, y ?? 0))
      .map(
        ([x, y], i) =>
          `<circle cx="${r1(x ?? 0)}" cy="${r1(y ?? 0)}" r="${i % 4 === 0 ? 9 : 5}" fill="${i % 4 === 0 ? glow : "#e8eef8"}" fill-opacity="${i % 4 === 0 ? 1 : 0.7}"/>`,
      );
    return `<g stroke="${glow}" stroke-opacity="0.45" stroke-width="1.5">${links.join("")}</g>${dots.join("")}`;
  },
  shield(_rand, glow) {
    const rings = [70, 115, 160, 205]
      .map(
        (r, i) =>
          `<circle cx="400" cy="225" r="${r}" fill="none" stroke="${glow}" stroke-opacity="${0.5 - i * 0.1}" stroke-dasharray="${i % 2 ? "6 10" : "none"}"/>`,
      )
      .join("");
    return `${rings}<path d="M400 150 L458 172 V228 C458 266 432 292 400 304 C368 292 342 266 342 228 V172 Z" fill="${glow}" fill-opacity="0.18" stroke="${glow}" stroke-width="3"/><path d="M374 228 L393 247 L428 210" fill="none" stroke="#e8eef8" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
  },
  orbit(rand, glow) {
    const ellipses = [0, 60, 120]
      .map(
        (deg) =>
          `<ellipse cx="400" cy="225" rx="200" ry="64" fill="none" stroke="${glow}" stroke-opacity="0.55" stroke-width="2" transform="rotate(${deg} 400 225)"/>`,
      )
      .join("");
    const sparks = Array.from(
      { length: 24 },
      () =>
        `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * H)}" r="${r1(0.8 + rand() * 1.6)}" fill="#e8eef8" fill-opacity="0.6"/>`,
    ).join("");
    return `${sparks}${ellipses}<circle cx="400" cy="225" r="26" fill="${glow}"/><circle cx="400" cy="225" r="46" fill="${glow}" fill-opacity="0.2"/>`;
  },
  blocks(rand, glow) {
    const cubes: string[] = [];
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 6; col++) {
        const x = 190 + col * 72 - row * 36;
        const y = 140 + row * 42 + col * 0;
        const h = 20 + Math.floor(rand() * 70);
        const top = `M${x} ${y - h} l36 -18 l36 18 l-36 18 Z`;
        const left = `M${x} ${y - h} l36 18 v${h} l-36 -18 Z`;
        const right = `M${x + 72} ${y - h} l-36 18 v${h} l36 -18 Z`;
        const lit = rand() > 0.7;
        cubes.push(
          `<path d="${top}" fill="${lit ? glow : "#1d2a44"}" fill-opacity="${lit ? 0.9 : 1}"/><path d="${left}" fill="#111a2e"/><path d="${right}" fill="#16223a"/>`,
        );
      }
    }
    return `<g transform="translate(40 110)">${cubes.join("")}</g>`;
  },
  pipeline(rand, glow) {
    const lanes = [150, 225, 300]
      .map((y, lane) => {
        const chevrons = Array.from({ length: 7 }, (_, i) => {
          const x = 130 + i * 85 + lane * 20;
          const on = rand() > 0.45;
          return `<path d="M${x} ${y - 22} l26 22 l-26 22" fill="none" stroke="${on ? glow : "#4a5a78"}" stroke-width="${on ? 6 : 4}" stroke-linecap="round" stroke-linejoin="round"/>`;
        }).join("");
        return `<line x1="90" y1="${y}" x2="720" y2="${y}" stroke="#4a5a78" stroke-opacity="0.4" stroke-width="2"/>${chevrons}`;
      })
      .join("");
    return lanes;
  },
  waves(rand, glow) {
    return Array.from({ length: 6 }, (_, i) => {
      const amp = 20 + rand() * 50;
      const y = 150 + i * 30;
      const phase = rand() * 200;
      const d = Array.from({ length: 41 }, (_, k) => {
        const x = k * 20;
        return `${k === 0 ? "M" : "L"}${x} ${r1(y + Math.sin((x + phase) / 70) * amp)}`;
      }).join(" ");
      return `<path d="${d}" fill="none" stroke="${i === 2 ? glow : "#e8eef8"}" stroke-opacity="${i === 2 ? 1 : 0.22}" stroke-width="${i === 2 ? 4 : 2}"/>`;
    }).join("");
  },
  chain(_rand, glow) {
    const hex = (cx: number, cy: number, r: number) =>
      Array.from({ length: 6 }, (_, k) => {
        const a = (Math.PI / 3) * k + Math.PI / 6;
        return `${r1(cx + r * Math.cos(a))},${r1(cy + r * Math.sin(a))}`;
      }).join(" ");
    return [170, 285, 400, 515, 630]
      .map((x, i) => {
        const y = 225 + (i % 2 ? 40 : -40);
        return `<polygon points="${hex(x, y, 50)}" fill="${i === 2 ? glow : "#16223a"}" fill-opacity="${i === 2 ? 0.25 : 1}" stroke="${glow}" stroke-width="3"/>${i < 4 ? `<line x1="${x + 40}" y1="${y}" x2="${x + 75}" y2="${225 + (i % 2 ? -40 : 40)}" stroke="#e8eef8" stroke-opacity="0.5" stroke-width="3"/>` : ""}`;
      })
      .join("");
  },
  bars(rand, glow) {
    const bars = Array.from({ length: 9 }, (_, i) => {
      const h = 50 + Math.floor(rand() * 190);
      const x = 175 + i * 52;
      const lit = i === 6;
      return `<rect x="${x}" y="${340 - h}" width="34" height="${h}" rx="6" fill="${lit ? glow : "#1d2a44"}" fill-opacity="${lit ? 0.9 : 1}" stroke="${glow}" stroke-opacity="0.5"/>`;
    }).join("");
    const trend = Array.from(
      { length: 9 },
      (_, i) => `${i === 0 ? "M" : "L"}${192 + i * 52} ${r1(300 - i * 22 - rand() * 30)}`,
    ).join(" ");
    return `<line x1="150" y1="340" x2="660" y2="340" stroke="#e8eef8" stroke-opacity="0.4" stroke-width="2"/>${bars}<path d="${trend}" fill="none" stroke="#e8eef8" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
  },
  lock(rand, glow) {
    const bits = Array.from({ length: 36 }, () => {
      const x = r1(80 + rand() * 640);
      const y = r1(40 + rand() * 370);
      return Math.abs(x - 400) < 120 && Math.abs(y - 225) < 130
        ? ""
        : `<text x="${x}" y="${y}" font-family="monospace" font-size="16" fill="${glow}" fill-opacity="${r1(0.2 + rand() * 0.4)}">${rand() > 0.5 ? 1 : 0}</text>`;
    }).join("");
    return `${bits}<path d="M352 210 V176 A48 48 0 0 1 448 176 V210" fill="none" stroke="${glow}" stroke-width="14" stroke-linecap="round"/><rect x="326" y="206" width="148" height="118" rx="18" fill="${glow}" fill-opacity="0.2" stroke="${glow}" stroke-width="4"/><circle cx="400" cy="254" r="14" fill="#e8eef8"/><path d="M400 262 V292" stroke="#e8eef8" stroke-width="8" stroke-linecap="round"/>`;
  },
};

/** Which picture suits which post (by its primary tag). */
const motifByTag: Record<string, keyof typeof motifs> = {
  "API Strategy": "network",
  "Autonomous IT": "pipeline",
  "Zero Trust": "shield",
  "Quantum AI": "orbit",
  "Edge Computing": "blocks",
  DevOps: "pipeline",
  Metaverse: "blocks",
  "Multi-Cloud": "network",
  Sustainability: "waves",
  AIOps: "waves",
  Blockchain: "chain",
  "Hybrid Cloud": "network",
  Containers: "shield",
  Ransomware: "lock",
  Compliance: "bars",
  "Microsoft 365": "network",
  "Business Continuity": "waves",
  FinOps: "bars",
  "AI Security": "orbit",
  "Vulnerability Management": "shield",
  Kubernetes: "blocks",
  Identity: "lock",
  "Incident Response": "pipeline",
  "Data Protection": "lock",
  AI: "orbit",
  "Managed IT": "network",
  "Supply Chain": "chain",
};

function cover(seedText: string, motifName: keyof typeof motifs, title: string): string {
  const seed = hash(seedText);
  const rand = random(seed);
  const [from, to, glow] = palettes[seed % palettes.length] as Palette;
  const grid = Array.from({ length: 19 }, (_, i) => `<path d="M${i * 45} 0 V${H}"/>`).join("");
  const gridH = Array.from({ length: 11 }, (_, i) => `<path d="M0 ${i * 45} H${W}"/>`).join("");
  const motif = motifs[motifName] as Motif;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<title>${title}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<g stroke="#ffffff" stroke-opacity="0.05">${grid}${gridH}</g>
<ellipse cx="400" cy="225" rx="330" ry="210" fill="url(#glow)"/>
${motif(rand, glow)}
</svg>
`;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

function avatar(name: string): string {
  const [from, to] = palettes[hash(name) % palettes.length] as Palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<title>${name}</title>
<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient></defs>
<circle cx="48" cy="48" r="48" fill="url(#a)"/>
<text x="48" y="49" text-anchor="middle" dominant-baseline="central" font-family="Inter, 'Segoe UI', Arial, sans-serif" font-size="36" font-weight="600" fill="#f4f7fb">${initials(name)}</text>
</svg>
`;
}

const logoGlyphs: Record<string, string> = {
  "cobalt-ledger-financial":
    '<rect x="18" y="18" width="28" height="6" rx="3"/><rect x="18" y="29" width="20" height="6" rx="3"/><rect x="18" y="40" width="28" height="6" rx="3"/>',
  "riverbend-health-network":
    '<path d="M14 38 C22 28 30 48 38 38 S50 30 50 30" fill="none" stroke="#f4f7fb" stroke-width="5" stroke-linecap="round"/><path d="M32 14 v14 M25 21 h14" stroke="#f4f7fb" stroke-width="5" stroke-linecap="round"/>',
  "lumen-street-retail":
    '<circle cx="32" cy="36" r="9"/><path d="M32 14 v6 M16 22 l4 4 M48 22 l-4 4 M12 36 h6 M46 36 h6" stroke="#f4f7fb" stroke-width="4" stroke-linecap="round"/><rect x="14" y="46" width="36" height="4" rx="2"/>',
  "ironvale-manufacturing":
    '<polygon points="32,13 49,22.5 49,41.5 32,51 15,41.5 15,22.5" fill="none" stroke="#f4f7fb" stroke-width="5" stroke-linejoin="round"/><circle cx="32" cy="32" r="6"/>',
};

function logo(slug: string, company: string): string {
  const [, to, glow] = palettes[hash(slug) % palettes.length] as Palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<title>${company} logo</title>
<defs><linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${glow}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="64" height="64" rx="16" fill="url(#l)"/>
<g fill="#f4f7fb">${logoGlyphs[slug] ?? ""}</g>
</svg>
`;
}

function write(relative: string, content: string) {
  const file = path.join(publicDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

for (const post of demoBlogPosts) {
  const primary = post.tags.find((tag) => tag.primary)?.name ?? "";
  write(
    post.image.replace(/^\/+/, ""),
    cover(post.slug, motifByTag[primary] ?? "network", `Illustration: ${primary}`),
  );
}
for (const author of new Map(demoBlogPosts.map((p) => [p.author.avatar, p.author.name]))) {
  write(author[0].replace(/^\/+/, ""), avatar(author[1]));
}
const studyMotifs = ["network", "waves", "blocks", "pipeline"] as const;
demoCaseStudies.forEach((study, index) => {
  write(study.logoUrl.replace(/^\/+/, ""), logo(study.slug, study.company));
  write(
    study.imageUrl.replace(/^\/+/, ""),
    cover(study.slug, studyMotifs[index % 4] ?? "network", `Illustration: ${study.industry}`),
  );
});
console.info("illustrations written to public/images");
