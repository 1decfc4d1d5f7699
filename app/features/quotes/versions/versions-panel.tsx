import { formatMoney } from "@shared/pricing/money";
import type { ConfigurationDetail } from "@shared/quotes/configuration-admin";
import { FileDown, GitCompare } from "lucide-react";
import { useRef, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { versionPdfUrl } from "./use-configurations";
import { VersionDiffView } from "./version-diff";

const heading = "px-3 py-3 font-semibold tracking-wide whitespace-nowrap";
const cell = "px-3 py-3 whitespace-nowrap";

/** The newest version below `version`, if any. */
function previousOf(versions: number[], version: number): number | undefined {
  return versions.filter((value) => value < version).sort((a, b) => b - a)[0];
}

/** Every saved version, newest first, with its PDF; and what changed between any two. */
export function VersionsPanel({ detail }: { detail: ConfigurationDetail }) {
  const { configuration, versions } = detail;
  const current = configuration.currentVersion;
  const numbers = versions.map((version) => version.version);
  const [pair, setPair] = useState(() => ({
    from: previousOf(numbers, current) ?? current,
    to: current,
  }));
  const diffHeading = useRef<HTMLHeadingElement>(null);

  function compare(version: number) {
    const previous = previousOf(numbers, version);
    setPair(
      version === current
        ? { from: previous ?? version, to: current }
        : { from: version, to: current },
    );
    diffHeading.current?.focus();
    diffHeading.current?.scrollIntoView({ block: "start" });
  }

  return (
    <div className="grid grid-cols-1 gap-8">
      <section aria-labelledby="versions-title" className="grid grid-cols-1 gap-3">
        <h3 id="versions-title" className="text-base font-semibold">
          Version history
        </h3>
        <div className="relative overflow-x-auto rounded-2xl border border-border bg-surface">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Versions of {configuration.name}, newest first</caption>
            <thead className="border-b border-border bg-surface-2/60 text-xs text-muted uppercase">
              <tr>
                <th scope="col" className={`${heading} pl-4`}>
                  Version
                </th>
                <th scope="col" className={heading}>
                  Saved
                </th>
                <th scope="col" className={heading}>
                  By
                </th>
                <th scope="col" className={`${heading} text-right`}>
                  Monthly
                </th>
                <th scope="col" className={`${heading} text-right`}>
                  Annual
                </th>
                <th scope="col" className={`${heading} text-right`}>
                  Setup
                </th>
                <th scope="col" className={`${heading} text-right`}>
                  Discounts
                </th>
                <th scope="col" className={heading}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {versions.map((version) => (
                <tr key={version.version} data-testid="version-row">
                  <th scope="row" className={`${cell} pl-4 text-left font-semibold`}>
                    <span className="flex items-center gap-2">
                      v{version.version}
                      {version.version === current ? <Badge tone="primary">Current</Badge> : null}
                    </span>
                  </th>
                  <td className="min-w-32 px-3 py-3 text-muted">
                    <DateTime iso={version.createdAt} />
                  </td>
                  <td className="min-w-24 px-3 py-3">{version.createdBy ?? "Service Builder"}</td>
                  <td className={`${cell} text-right tabular-nums`}>
                    {formatMoney(version.monthlyCents)}
                  </td>
                  <td className={`${cell} text-right tabular-nums`}>
                    {formatMoney(version.annuallyCents)}
                  </td>
                  <td className={`${cell} text-right tabular-nums`}>
                    {formatMoney(version.setupCents)}
                  </td>
                  <td className={`${cell} text-right tabular-nums`}>{version.discounts}</td>
                  <td className="py-2 pr-3 pl-1">
                    <span className="flex justify-end gap-1.5">
                      <a
                        href={versionPdfUrl(configuration.id, version.version)}
                        download
                        className={buttonClasses({
                          variant: "outline",
                          size: "sm",
                          className: "h-8 px-2.5",
                        })}
                      >
                        <FileDown aria-hidden className="size-3.5" />
                        PDF<span className="sr-only"> of version {version.version}</span>
                      </a>
                      {numbers.length > 1 ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="h-8 px-2.5"
                          onClick={() => compare(version.version)}
                        >
                          <GitCompare aria-hidden className="size-3.5" />
                          Compare<span className="sr-only"> version {version.version}</span>
                        </Button>
                      ) : null}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="diff-title" className="grid grid-cols-1 gap-3">
        <h3
          id="diff-title"
          ref={diffHeading}
          tabIndex={-1}
          className="scroll-mt-6 rounded text-base font-semibold"
        >
          Compare versions
        </h3>
        {numbers.length > 1 ? (
          <VersionDiffView
            configurationId={configuration.id}
            versions={numbers}
            current={current}
            from={pair.from}
            to={pair.to}
            onChange={setPair}
          />
        ) : (
          <p className="rounded-2xl border border-dashed border-border bg-surface px-4 py-6 text-sm text-muted">
            There is one version so far. A discount saved here, or a save after "Open in builder",
            adds the next one; then you can compare them.
          </p>
        )}
      </section>
    </div>
  );
}
