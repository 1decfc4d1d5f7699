import { Copy, Download } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";

/** The codes, shown once: copy or download them before closing. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const text = `Sentinel Forge recovery codes (each works once)\n\n${codes.join("\n")}\n`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: "Recovery codes copied", variant: "success" });
    } catch {
      toast({
        title: "Could not copy",
        description: "Select the codes and copy them by hand.",
        variant: "warning",
      });
    }
  }
  function download() {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    link.download = "sentinel-forge-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(link.href);
  }
  return (
    <div className="grid gap-4">
      <p className="rounded-lg border border-warning/50 bg-warning/5 px-3 py-2.5 text-sm">
        Store these codes somewhere safe, such as your password manager. They are shown only now.
        Each code signs you in once if you lose your authenticator.
      </p>
      <ol
        aria-label="Recovery codes"
        data-testid="recovery-codes"
        className="grid grid-cols-1 gap-2 rounded-xl bg-surface-2 p-4 font-mono text-sm sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden className="size-4" />
          Copy
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          <Download aria-hidden className="size-4" />
          Download
        </Button>
      </div>
    </div>
  );
}
