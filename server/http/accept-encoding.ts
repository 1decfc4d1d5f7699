/** RFC 9110 §12.5.3: gzip (or x-gzip, or *) listed without q=0. */
function listsGzip(header: string): boolean {
  return header.split(",").some((item) => {
    const [name = "", ...params] = item.trim().toLowerCase().split(";");
    if (!["gzip", "x-gzip", "*"].includes(name.trim())) return false;
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

// Browsers send one Accept-Encoding for every request, so the last answer is nearly always
// the one asked for again: no parsing per request (issue 12).
let lastHeader = "";
let lastAnswer = false;

export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  if (header !== lastHeader) {
    lastAnswer = listsGzip(header);
    lastHeader = header;
  }
  return lastAnswer;
}
