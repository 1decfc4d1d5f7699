import { useRevalidator } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { Button } from "~/components/ui/button";
import { ApiError } from "~/lib/api-client";

/**
 * An editor's message about the whole form; after a 409 (someone saved since the editor
 * opened) it offers to reload the page's data and then close, so the next edit starts from
 * the newer copy (closing before the data arrived would reopen the old one).
 */
export function SaveFailureAlert({
  message,
  error,
  reloadLabel,
  onClose,
}: {
  message: string | null;
  error: unknown;
  reloadLabel: string;
  onClose(): void;
}) {
  const revalidator = useRevalidator();
  const stale = error instanceof ApiError && error.status === 409;
  return (
    <>
      <FormAlert message={message} />
      {stale ? (
        <Button
          variant="outline"
          disabled={revalidator.state === "loading"}
          onClick={() => {
            void revalidator.revalidate().then(onClose);
          }}
        >
          {revalidator.state === "loading" ? "Reloading..." : reloadLabel}
        </Button>
      ) : null}
    </>
  );
}
