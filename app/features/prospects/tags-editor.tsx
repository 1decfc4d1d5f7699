import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, inputClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { parseTags } from "./tags-input";

/** Tags as comma-separated text, saved with a button (or Enter). */
export function TagsEditor({
  tags,
  pending,
  onSave,
}: {
  tags: string[];
  pending: boolean;
  onSave(tags: string[]): void;
}) {
  const [text, setText] = useState(tags.join(", "));
  const changed = parseTags(text).join(",") !== tags.join(",");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changed && !pending) onSave(parseTags(text));
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <Field label="Tags" hint="Separate tags with commas." className="min-w-0 flex-1">
        {(control) => (
          <input
            {...control}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={cn(inputClasses, "h-11")}
          />
        )}
      </Field>
      <Button type="submit" variant="outline" className="mb-6 h-11" disabled={!changed || pending}>
        Save tags
      </Button>
    </form>
  );
}
