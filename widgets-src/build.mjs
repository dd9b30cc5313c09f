// Build the website's widget manager and icons into book/_static/widgets/ (see README.md).
//
//   node build.mjs          write the files
//   node build.mjs --check  build in memory and compare with the committed files; exit 1 if any differs
//
// esbuild's output depends only on its version, the options below and the sources, which
// package-lock.json pins, so the same sources always give the same bytes.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.resolve(here, "..", "book", "_static", "widgets");
const check = process.argv.includes("--check");

// ManagerBase imports sanitize-html (with postcss and an HTML parser: 250 KB) only for
// inline_sanitize, which ipywidgets' controls call for a description that allows HTML. The
// site's widgets are anywidget models, which never call it: a stand-in escapes every character that
// could make markup instead, so whatever might reach it shows as text.
const noSanitizeHtml = {
  name: "no-sanitize-html",
  setup(build) {
    build.onResolve({ filter: /^sanitize-html$/ }, (args) => ({ path: args.path, namespace: "escape-only" }));
    build.onLoad({ filter: /.*/, namespace: "escape-only" }, () => ({
      contents: "const codes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\"': '&quot;', \"'\": '&#39;' };\n"
        + "export default (text) => String(text).replace(/[&<>\"']/g, (c) => codes[c]);\n",
      loader: "js",
    }));
  },
};

const result = await esbuild.build({
  absWorkingDir: here,
  entryPoints: { "knights-widgets": "src/knights-widgets.js", icons: "src/icons.js" },
  outdir,
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2022",
  loader: { ".svg": "text" },  // JupyterLab's icons are imported as SVG strings
  define: { "process.env.NODE_ENV": '"production"' },
  plugins: [noSanitizeHtml],
  legalComments: "none",       // the licences are collected in LICENSES.txt instead
  banner: { js: "/*! Built from widgets-src/ (knights-and-pegs); licences of the bundled packages: LICENSES.txt */",
            css: "/*! Built from widgets-src/ (knights-and-pegs); licences of the bundled packages: LICENSES.txt */" },
  metafile: true,
  logLevel: "warning",
  write: false,
});

// LICENSES.txt: every npm package with code in the bundle, with its licence text.
function packageDir(input) {
  const parts = input.split("/");
  const last = parts.lastIndexOf("node_modules");
  if (last < 0) return null;
  const length = parts[last + 1].startsWith("@") ? 3 : 2;
  return parts.slice(0, last + length).join("/");
}

function licenceNotice(dir) {
  const meta = JSON.parse(readFileSync(path.join(here, dir, "package.json"), "utf8"));
  const files = readdirSync(path.join(here, dir)).filter((name) => /^(licen[cs]e|copying)/i.test(name)).sort();
  const texts = files.map((name) => readFileSync(path.join(here, dir, name), "utf8").trim());
  const heading = `${meta.name} ${meta.version} (${meta.license ?? "licence in the text below"})`;
  return [heading, "=".repeat(heading.length), ...(texts.length ? texts : ["(the package has no licence file)"])].join("\n");
}

const bundled = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const dir = packageDir(input);
    if (dir && bytesInOutput > 0 && existsSync(path.join(here, dir, "package.json"))) bundled.add(dir);
  }
}
const notices = [...bundled].map(licenceNotice).sort();
const licences = {
  path: path.join(outdir, "LICENSES.txt"),
  contents: Buffer.from("The website's widget bundle (knights-widgets.js, knights-widgets.css) and icons (icons.js)\n"
    + "contain code of these npm packages, at these versions.\n\n" + notices.join("\n\n\n") + "\n"),
};

const files = [...result.outputFiles.map((file) => ({ path: file.path, contents: Buffer.from(file.contents) })), licences];
let differences = 0;
for (const file of files) {
  const name = path.relative(here, file.path);
  if (check) {
    const committed = existsSync(file.path) ? readFileSync(file.path) : null;
    if (committed === null || !committed.equals(file.contents)) {
      differences += 1;
      console.error(`${committed === null ? "missing" : "differs from what the pinned sources build"}: ${name}`);
    }
  } else {
    await mkdir(path.dirname(file.path), { recursive: true });
    await writeFile(file.path, file.contents);
    console.log(`${name}  ${(file.contents.length / 1024).toFixed(0)} KB`);
  }
}
if (check) {
  console.log(differences ? `${differences} of ${files.length} files differ` : `all ${files.length} files match the sources`);
  process.exit(differences ? 1 : 0);
}
