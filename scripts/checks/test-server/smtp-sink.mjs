// An SMTP sink for `npm run test:server`, inside the virtual machine: accepts every message on
// 127.0.0.1:<port> and writes each one, raw, to <folder>/<n>.eml, so the checks can read the
// alerts and lead notifications the server sent through its ordinary SMTP_URL. No dependency (it
// runs on the installer's Node before any release exists); plain SMTP, no STARTTLS, no login.
//
//   node smtp-sink.mjs <port> <folder>
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

const port = Number(process.argv[2] ?? 2525);
const folder = process.argv[3] ?? "/var/lib/summit-test-mail";
mkdirSync(folder, { recursive: true, mode: 0o700 });
let count = 0;

createServer((socket) => {
  let buffer = "";
  let inData = false;
  let message = "";
  const reply = (line) => socket.write(`${line}\r\n`);
  reply("220 summit-test ESMTP sink");
  socket.on("data", (chunk) => {
    buffer += chunk.toString("utf8");
    for (;;) {
      if (inData) {
        const end = buffer.indexOf("\r\n.\r\n");
        if (end === -1) return;
        message += buffer.slice(0, end + 2);
        buffer = buffer.slice(end + 5);
        inData = false;
        count += 1;
        writeFileSync(join(folder, `${Date.now()}-${count}.eml`), message.replace(/^\.\./gm, "."));
        message = "";
        reply("250 2.0.0 kept");
        continue;
      }
      const newline = buffer.indexOf("\r\n");
      if (newline === -1) return;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === "EHLO") reply("250-summit-test\r\n250 8BITMIME");
      else if (verb === "DATA") {
        inData = true;
        reply("354 end with <CRLF>.<CRLF>");
      } else if (verb === "QUIT") {
        reply("221 bye");
        socket.end();
      } else reply("250 OK");
    }
  });
  socket.on("error", () => socket.destroy());
}).listen(port, "127.0.0.1");
