// anywidget publishes its front end as a single AMD module:
//     define(["@jupyter-widgets/base"], factory)
// There is no AMD loader on the site. While that module runs (it is imported right after this
// one), a stand-in `define` keeps the factory, so that the bundle can call it with the
// @jupyter-widgets/base it already holds. The stand-in has no `.amd` property, so the UMD
// wrappers of other libraries never mistake it for a real AMD loader.

let captured = null;

globalThis.define = (dependencies, factory) => {
  captured = { dependencies, factory };
};

/** Return the captured `{dependencies, factory}` and remove the stand-in `define`. */
export function takeDefinition() {
  delete globalThis.define;
  if (captured === null) throw new Error("anywidget's front end did not call define()");
  return captured;
}
