/** RFC 9110 §12.5.3: gzip (or x-gzip, or *) listed without q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((item) => {
    const [name = "", ...params] = item.trim().toLowerCase().split(";");
    if (!["gzip", "x-gzip", "*"].includes(name.trim())) return false;
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}
