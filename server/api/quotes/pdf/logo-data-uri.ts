import type { MediaRepository } from "../../media/media-repository";

const UPLOADED = /^\/media\/([0-9a-f]{64})$/;
/** Wide enough for a sharp 48 mm logo in print. */
const LOGO_WIDTH = 480;

/**
 * The quote template's logo as a data URI: the PDF document may not make a request
 * (quote-document.ts), so the image travels inside it. Null without a logo or when the
 * upload is gone, and the document then shows the provider's name alone.
 */
export async function logoDataUri(
  media: Pick<MediaRepository, "variant">,
  logoUrl: string | null,
): Promise<string | null> {
  const id = logoUrl ? UPLOADED.exec(logoUrl)?.[1] : undefined;
  if (!id) return null;
  const variant = await media.variant(id, LOGO_WIDTH);
  return variant ? `data:image/webp;base64,${Buffer.from(variant.data).toString("base64")}` : null;
}
