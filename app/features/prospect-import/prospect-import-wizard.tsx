import { groupDigits } from "@shared/numbers/group-digits";
import {
  guessMapping,
  type ImportMapping,
  type ImportResult,
} from "@shared/prospects/prospect-import";
import { useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { apiMessage } from "~/lib/form-errors";
import { FileStep } from "./file-step";
import { ImportCounts } from "./import-counts";
import { ImportErrors, ImportRows } from "./import-rows";
import { ImportSteps } from "./import-steps";
import { MappingStep } from "./mapping-step";
import type { CsvFile } from "./read-csv";
import { useImport } from "./use-import";

type State =
  | { step: 0 }
  | { step: 1; file: CsvFile; mapping: ImportMapping }
  | { step: 2; file: CsvFile; mapping: ImportMapping; preview: ImportResult }
  | { step: 3; result: ImportResult };

/** Choose, map, preview (a server dry run), import: one step at a time. */
export function ProspectImportWizard() {
  const [state, setState] = useState<State>({ step: 0 });
  const call = useImport();
  const failure = call.error
    ? apiMessage(call.error, "The rows could not be checked. Try again.")
    : null;

  const run = (file: CsvFile, mapping: ImportMapping, dryRun: boolean) =>
    call.mutate(
      { fileName: file.name, rows: file.rows, mapping, dryRun },
      {
        onSuccess: (result) =>
          setState(dryRun ? { step: 2, file, mapping, preview: result } : { step: 3, result }),
      },
    );

  return (
    <>
      <ImportSteps current={state.step} />
      {state.step === 0 ? (
        <FileStep
          onRead={(file) => setState({ step: 1, file, mapping: guessMapping(file.headers) })}
        />
      ) : null}
      {state.step === 1 ? (
        <MappingStep
          file={state.file}
          mapping={state.mapping}
          onChange={(mapping) => setState({ ...state, mapping })}
          onBack={() => setState({ step: 0 })}
          onNext={() => run(state.file, state.mapping, true)}
          pending={call.isPending}
          error={failure}
        />
      ) : null}
      {state.step === 2 ? (
        <section className="grid gap-5 rounded-2xl border border-border bg-surface p-6">
          <h2 className="text-lg font-semibold">Preview: what the import will do</h2>
          <ImportCounts counts={state.preview.counts} done={false} />
          <ImportErrors result={state.preview} />
          <ImportRows result={state.preview} />
          <FormAlert message={failure} />
          <div className="flex flex-wrap gap-3">
            <Button variant="ghost" onClick={() => setState({ ...state, step: 1 })}>
              Change the mapping
            </Button>
            <Button
              disabled={call.isPending || state.preview.counts.rows === state.preview.counts.errors}
              onClick={() => run(state.file, state.mapping, false)}
            >
              {call.isPending
                ? "Importing..."
                : `Import ${groupDigits(state.preview.counts.rows - state.preview.counts.errors - state.preview.counts.skipped)} rows`}
            </Button>
          </div>
        </section>
      ) : null}
      {state.step === 3 ? (
        <section
          aria-labelledby="import-done"
          className="grid gap-5 rounded-2xl border border-border bg-surface p-6"
        >
          <h2
            id="import-done"
            className="text-lg font-semibold"
            tabIndex={-1}
            ref={(h) => h?.focus()}
          >
            Import finished
          </h2>
          <ImportCounts counts={state.result.counts} done />
          <ImportErrors result={state.result} />
          <p className="text-sm text-muted">
            Every prospect this import created or changed carries the tag{" "}
            <strong className="text-fg">{state.result.tag}</strong>.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link
              to={`/admin/prospects?tag=${encodeURIComponent(state.result.tag)}`}
              className={buttonClasses({})}
            >
              Show the imported prospects
            </Link>
            <Button variant="outline" onClick={() => setState({ step: 0 })}>
              Import another file
            </Button>
          </div>
        </section>
      ) : null}
    </>
  );
}
