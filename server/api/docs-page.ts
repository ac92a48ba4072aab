// /api/docs: a small, self-contained reader for /api/openapi.json. Nothing loads from a CDN; its one
// inline script and style carry the nonce of this answer's Content-Security-Policy.
export function docsPage(nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<style nonce="${nonce}">
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem;color:#0f172a}
h1{font-size:1.6rem}h2{margin-top:2rem;border-bottom:2px solid #1e40af}
details{border:1px solid #cbd5e1;border-radius:.4rem;margin:.4rem 0;background:#fff}
summary{cursor:pointer;padding:.5rem .7rem;font-family:ui-monospace,monospace}
.m{display:inline-block;min-width:4.5rem;font-weight:700}.GET{color:#166534}.POST{color:#1e40af}
.PUT{color:#92400e}.DELETE{color:#b91c1c}.lock{color:#64748b;font-size:.85rem}
.body{padding:0 .9rem .7rem}pre{background:#f1f5f9;padding:.6rem;overflow:auto;font-size:.8rem}
</style>
</head>
<body>
<h1>Admissions portal API</h1>
<p>Generated from the server's schemas: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).
Calls marked <span class="lock">admin</span> need a session cookie with an X-XSRF-TOKEN header, or
<code>Authorization: Bearer &lt;token&gt;</code> from <code>POST /api/admin/admin_login</code>.</p>
<div id="ops">Loading…</div>
<script nonce="${nonce}">
const el = (tag, attrs = {}, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const kid of kids) e.append(kid);
  return e;
};
const json = (v) => el("pre", {}, JSON.stringify(v, null, 2));
fetch("/api/openapi.json").then((r) => r.json()).then((doc) => {
  const root = document.getElementById("ops");
  root.textContent = "";
  const byTag = new Map();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0];
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag).push({ path, method: method.toUpperCase(), op });
    }
  }
  for (const [tag, ops] of byTag) {
    root.append(el("h2", {}, tag));
    for (const { path, method, op } of ops) {
      const body = el("div", { class: "body" }, el("p", {}, op.description ?? ""));
      if (op.parameters?.length) body.append(el("h4", {}, "Parameters"), json(op.parameters));
      for (const [type, c] of Object.entries(op.requestBody?.content ?? {})) body.append(el("h4", {}, "Body: " + type), json(c.schema));
      for (const [status, r] of Object.entries(op.responses)) {
        body.append(el("h4", {}, status + " " + r.description));
        if (r.content) body.append(json(r.content["application/json"].schema));
      }
      const lock = op.security ? el("span", { class: "lock" }, " admin") : "";
      root.append(el("details", {}, el("summary", {}, el("span", { class: "m " + method }, method), path + " — " + op.summary, lock), body));
    }
  }
}).catch(() => { document.getElementById("ops").textContent = "Could not load /api/openapi.json."; });
</script>
</body>
</html>`;
}
