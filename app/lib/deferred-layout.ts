/**
 * Issue 12, issue 37 (decision 083): parts of a page far below the fold (the landing sections,
 * the footer) are marked `data-defer-layout` and have `content-visibility: auto` (app.css):
 * the browser skips their style, layout and paint until they come near the viewport, and
 * then keeps their real height. Nothing lays them out before a visitor gets there. A jump to
 * a place on the page (a link with a hash, an address with one, a focus far below) lays out
 * every part at once first, so it never aims at guessed heights that change on its way.
 */
const DEFERRED_ATTRIBUTE = "data-defer-layout";
/** On <html> with "all" once every part is laid out (see showAllDeferred). */
const LAID_OUT_ATTRIBUTE = "data-laid-out";

declare global {
  interface Window {
    /** Keeps a place the page jumped to in view while the layout around it settles. */
    __keepInPlace?: (target: Element, smooth: boolean) => void;
  }
}

/** Lays out every deferred part now (before a jump to one of them, say). */
export function showAllDeferred(): void {
  document.documentElement.setAttribute(LAID_OUT_ATTRIBUTE, "all");
}

/**
 * After a jump to a place on the page, keeps that place right under the header while what is
 * above it still changes height (parts laid out, sections hydrated, images decoded), for a
 * few seconds or until the visitor scrolls, types or clicks (decision 059).
 */
export function keepInPlace(target: Element, smooth: boolean): void {
  window.__keepInPlace?.(target, smooth);
}

/** How long a jump's place is kept while the layout settles (decision 059). */
const KEEP_MS = 3000;
/**
 * A focus moved onto a landing part itself (a section, by a skip link or scrollToSection) in
 * the page's first seconds is kept too, even when the parts are laid out: hydration may still
 * change the heights above it. A focus on a field inside a part is the visitor's and is not.
 */
const KEEP_EARLY_MS = 15000;

/**
 * Runs inline in <head>, before any bundle: plain ES5.
 *
 * Decision 059: a page opened at a place (/#pricing) lays every part out before its first
 * layout, so the browser's own jump aims at real heights, not at the guessed intrinsic size;
 * so does a focus inside a part off screen. The place jumped to is then kept while the
 * layout settles. A focus on screen (the next control while tabbing down) jumps nowhere and
 * lays out nothing more than the browser already did.
 *
 * So does a move of the address to a place (history.pushState or replaceState with a hash):
 * the attribute stays on <html> when React Router opens another page (/blog -> /#contact),
 * so that page's parts are laid out before the router scrolls to the place.
 *
 * A click on a link to a place on this very page ("#contact", "/#pricing" on the landing
 * page) is handled here, from the first paint on, not left to the browser: its jump would
 * reach React Router as a navigation (a popstate), whose render throws away the server HTML
 * of every section still waiting for its code (app/features/landing/island.tsx) and draws it
 * again, so the target vanished while the page scrolled to it. Here the URL gets the hash as
 * a history entry of its own, every part is laid out, focus moves to the target (a section
 * has tabIndex -1) and the page scrolls there, smoothly unless motion is reduced. It listens
 * on window, so it runs after the click's own handlers, React's included (they sit on the
 * document): a link whose handler prevented the click is left alone. The scroll waits a tick,
 * so a menu closing on the click unlocks page scrolling first.
 */
export const deferredLayoutScript = `(function(){var d=document,w=window,e=d.documentElement;function all(){e.setAttribute("${LAID_OUT_ATTRIBUTE}","all")}function onScreen(t){var r=t.getBoundingClientRect();return r.bottom>0&&r.top<w.innerHeight}function hashTarget(){var h=location.hash;if(h.length<2)return null;try{return d.getElementById(decodeURIComponent(h.slice(1)))}catch(x){return null}}var kept=null,smooth=false,until=0;function release(){kept=null}function keep(){if(!kept)return;if(Date.now()>until)return release();if(!kept.isConnected&&kept.id)kept=d.getElementById(kept.id)||kept;kept.scrollIntoView({block:"start",behavior:smooth?"smooth":"instant"})}function pin(t,s){kept=t;smooth=!!s;until=Date.now()+${KEEP_MS};keep()}w.__keepInPlace=pin;["wheel","touchstart","keydown","mousedown"].forEach(function(n){w.addEventListener(n,release,{capture:true,passive:true})});if(location.hash.length>1)all();["pushState","replaceState"].forEach(function(n){var f=history[n];history[n]=function(){var r=f.apply(this,arguments);if(location.hash.length>1)all();return r}});w.addEventListener("click",function(v){var t=v.target,a=t&&t.closest&&t.closest("a[href]");if(!a||v.defaultPrevented||v.button!==0||v.metaKey||v.ctrlKey||v.shiftKey||v.altKey||(a.target&&a.target!=="_self")||a.origin!==location.origin||a.pathname!==location.pathname||a.hash.length<2)return;var h;try{h=d.getElementById(decodeURIComponent(a.hash.slice(1)))}catch(x){}if(!h)return;v.preventDefault();if(location.hash!==a.hash)history.pushState(history.state,"",a.hash);all();setTimeout(function(){if(!h.isConnected)h=d.getElementById(h.id)||h;h.focus({preventScroll:true});pin(h,!w.matchMedia("(prefers-reduced-motion: reduce)").matches)})});d.addEventListener("focusin",function(v){var t=v.target;if(!t.closest)return;var waiting=e.getAttribute("${LAID_OUT_ATTRIBUTE}")!=="all"&&t.closest("[${DEFERRED_ATTRIBUTE}]")&&!onScreen(t);var part=t.hasAttribute&&t.hasAttribute("${DEFERRED_ATTRIBUTE}")&&performance.now()<${KEEP_EARLY_MS};if(!waiting&&!part)return;all();setTimeout(function(){if(kept!==t)pin(t,false)})},true);d.addEventListener("DOMContentLoaded",function(){if(w.ResizeObserver)new ResizeObserver(keep).observe(d.body);var h=hashTarget();if(h)pin(h,false)});})();`;
