// The reference for the bench's throughput ratios: a bare node:http server sending, for each
// path, bytes recorded from the product (same status, type, encoding and body).
import fs from "node:fs";
import http from "node:http";

const answers = new Map(
  Object.entries(JSON.parse(fs.readFileSync(process.argv[2] ?? "", "utf8"))).map(
    ([path, { headers, body }]) => [path, { headers, body: Buffer.from(body, "base64") }],
  ),
);
http
  .createServer((request, response) => {
    const answer = answers.get(request.url ?? "");
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { ...answer.headers, "content-length": answer.body.length });
    response.end(answer.body);
  })
  .listen(Number(process.argv[3]), "127.0.0.1", () => process.send?.("listening"));
