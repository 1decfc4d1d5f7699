/**
 * Issue 12: parts of a page far below the fold (the landing sections, the footer) are marked
 * `data-defer-layout` and skip style, layout and paint at first (`content-visibility: auto`
 * in app.css): laying out the whole landing page at once was most of its longest task on a
 * slow phone. Once the page has painted, this script lays them out one per idle moment, so
 * no task grows long and every part soon has its real height. A click on a link to a place
 * on the page lays out every part at once first, so a smooth scroll never aims at guessed
 * heights that change on its way.
 */
const DEFERRED_ATTRIBUTE = "data-defer-layout";
/** On a part once laid out; on <html> with "all" once every part is (see showAllDeferred). */
const LAID_OUT_ATTRIBUTE = "data-laid-out";

/** Lays out every deferred part now (before a jump to one of them, say). */
export function showAllDeferred(): void {
  document.documentElement.setAttribute(LAID_OUT_ATTRIBUTE, "all");
}

/**
 * Runs inline in <head>, before any bundle: plain ES5. requestIdleCallback where there is
 * one (a part at a time while the page waits for its code), a timer elsewhere.
 */
export const deferredLayoutScript = `(function(){var d=document,w=window,e=d.documentElement,q=w.requestIdleCallback||function(f){return setTimeout(f,1)};function all(){e.setAttribute("${LAID_OUT_ATTRIBUTE}","all")}d.addEventListener("click",function(v){var t=v.target;var a=t&&t.closest&&t.closest("a[href*='#']");if(a)all()},true);function next(){var p=d.querySelector("[${DEFERRED_ATTRIBUTE}]:not([${LAID_OUT_ATTRIBUTE}])");if(!p)return all();p.setAttribute("${LAID_OUT_ATTRIBUTE}","");q(next)}function start(){requestAnimationFrame(function(){setTimeout(function(){q(next)})})}if(d.readyState==="complete")start();else w.addEventListener("load",start)})();`;
