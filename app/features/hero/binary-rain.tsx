import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "~/components/landing/motion";
import {
  createDrops,
  drawRainFrame,
  RAIN_FONT_PX,
  RAIN_FRAME_MS,
  type RainSurface,
} from "./binary-rain-engine";

type RainState = "off" | "paused" | "running";

function canvasSurface(
  canvas: HTMLCanvasElement,
  context: CanvasRenderingContext2D,
  color: string,
): RainSurface {
  return {
    width: canvas.width,
    height: canvas.height,
    fade() {
      // Erase a little of every earlier frame so digits leave fading trails on any theme.
      context.globalCompositeOperation = "destination-out";
      context.fillStyle = "rgba(0, 0, 0, 0.09)";
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.globalCompositeOperation = "source-over";
      context.fillStyle = color;
    },
    drawDigit(digit, x, y) {
      context.fillText(digit, x, y);
    },
  };
}

/**
 * Runs `start` once the page has loaded and the browser is idle (issue 12: decoration never
 * competes with the first paint or hydration). Returns a cancel function.
 */
function afterLoadAndIdle(start: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (window.requestIdleCallback) {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(start, 200);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancelIdle();
  };
}

/**
 * Seed 000 §2/§9: falling binary digits behind the hero. Starts after the page has loaded;
 * redraws every 35 ms; pauses while the tab is hidden or the hero is off screen; never runs
 * under prefers-reduced-motion.
 */
export function BinaryRain({ className }: { className?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<RainState>("off");

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context || prefersReducedMotion()) return;

    let drops: number[] = [];
    let timer: ReturnType<typeof setInterval> | undefined;
    let onScreen = true;
    const resize = () => {
      canvas.width = canvas.clientWidth;
      canvas.height = canvas.clientHeight;
      drops = createDrops(canvas.width, canvas.height);
    };
    const frame = () => {
      context.font = `${RAIN_FONT_PX}px ui-monospace, monospace`;
      // The digits take the theme's primary colour (CSS color of the canvas).
      drawRainFrame(canvasSurface(canvas, context, getComputedStyle(canvas).color), drops);
    };
    const update = () => {
      const run = onScreen && document.visibilityState === "visible";
      if (run && !timer) timer = setInterval(frame, RAIN_FRAME_MS);
      if (!run && timer) {
        clearInterval(timer);
        timer = undefined;
      }
      setState(run ? "running" : "paused");
    };
    const visibility = new IntersectionObserver((entries) => {
      onScreen = entries.some((entry) => entry.isIntersecting);
      update();
    });

    let started = false;
    const cancelStart = afterLoadAndIdle(() => {
      started = true;
      resize();
      update();
      visibility.observe(canvas);
      window.addEventListener("resize", resize);
      document.addEventListener("visibilitychange", update);
    });
    return () => {
      cancelStart();
      if (!started) return;
      clearInterval(timer);
      visibility.disconnect();
      window.removeEventListener("resize", resize);
      document.removeEventListener("visibilitychange", update);
    };
  }, []);

  return (
    <div aria-hidden="true" className={className}>
      <canvas ref={canvasRef} data-state={state} className="block h-full w-full" />
    </div>
  );
}
