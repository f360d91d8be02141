import { useId } from "react";
import type { ContentImage, Illustration as IllustrationRecord } from "~/content/schemas";
// Relative, not "~/": astro.config.ts loads this file (through src/components/markdown-plugins.ts) before any alias exists.
import { cn } from "../../lib/cn";
import { seededRandom } from "../../lib/seeded-random";
import { Icon } from "./icon";

/**
 * The site's original illustration system (docs/requirements.md "Images"): a deterministic SVG
 * composition in the brand palette, drawn from a record's motif icon, pattern and alt text.
 * It is inline, so it costs no request, and its fixed aspect ratio reserves space (no layout shift).
 * A photo from a Markdown file's frontmatter (already resized by Astro's image pipeline) renders here too, as an `<img>`.
 */
type Props = {
  image: ContentImage;
  /**
   * A photo above the fold (an article's hero) loads at once; others when scrolled near. A drawn
   * illustration that is "lazy" (below the fold) is moved by the build into a cached SVG file shown
   * by an `<img loading="lazy">` (scripts/build/lighten-html.ts): the page has one element to lay out
   * instead of ~50. An "eager" one stays inline, painted with the page, with no request.
   */
  loading?: "eager" | "lazy";
  className?: string;
  /** Decorative when the surrounding card already says what it shows. */
  decorative?: boolean;
  width?: number;
  height?: number;
  /**
   * "cover" fills a box of another aspect ratio (set one in `className`, e.g. `aspect-[2/1]`) by
   * trimming the edges, the way `object-fit: cover` crops a photo; the motif stays centred.
   */
  fit?: "contain" | "cover";
};

const palettes = [
  {
    from: "var(--color-navy-900)",
    to: "var(--color-accent-600)",
    glow: "var(--color-accent-300)",
    spark: "var(--color-warm-400)",
  },
  {
    from: "var(--color-navy-950)",
    to: "var(--color-navy-600)",
    glow: "var(--color-accent-500)",
    spark: "var(--color-accent-300)",
  },
  {
    from: "var(--color-accent-700)",
    to: "var(--color-navy-900)",
    glow: "var(--color-warm-400)",
    spark: "var(--color-accent-100)",
  },
  {
    from: "var(--color-navy-800)",
    to: "var(--color-accent-500)",
    glow: "var(--color-accent-100)",
    spark: "var(--color-warm-400)",
  },
] as const;

/** FNV-1a: a stable number from a string, so the same record always draws the same picture. */
export function hashString(value: string): number {
  let hash = 2166136261;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export function Illustration({
  image,
  className,
  decorative = false,
  width = 640,
  height = 400,
  fit = "contain",
  loading = "lazy",
}: Props) {
  const id = useId().replaceAll(":", "");
  if (image.kind === "photo") {
    return (
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes="(min-width: 1280px) 1280px, 100vw"
        width={image.width}
        height={image.height}
        alt={decorative ? "" : image.alt}
        loading={loading}
        decoding="async"
        className={cn("h-auto w-full", fit === "cover" && "object-cover", className)}
      />
    );
  }
  const seed = hashString(`${image.motif}|${image.pattern}|${image.alt}`);
  const palette = palettes[seed % palettes.length] ?? palettes[0];
  const random = seededRandom(seed);

  const picture = (
    <>
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.from} />
          <stop offset="1" stopColor={palette.to} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor={palette.glow} stopOpacity="0.55" />
          <stop offset="1" stopColor={palette.glow} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="640" height="400" fill={`url(#${id}-bg)`} />
      <Pattern kind={image.pattern} random={random} palette={palette} />
      <circle cx="320" cy="200" r="150" fill={`url(#${id}-glow)`} />
      <FloatingCards random={random} spark={palette.spark} />
      <circle cx="320" cy="200" r="62" fill="white" fillOpacity="0.12" stroke="white" strokeOpacity="0.35" />
      <circle cx="320" cy="200" r="46" fill="white" />
      <Icon name={image.motif} x={296} y={176} width={48} height={48} color="var(--color-navy-900)" strokeWidth={1.6} />
    </>
  );
  const frame = {
    viewBox: "0 0 640 400",
    preserveAspectRatio: fit === "cover" ? "xMidYMid slice" : "xMidYMid meet",
    width,
    height,
    className: cn("h-auto w-full", className),
    focusable: false,
    ...(loading === "lazy" ? { "data-illustration-file": "" } : {}),
  };
  return decorative ? (
    <svg aria-hidden="true" {...frame}>
      {picture}
    </svg>
  ) : (
    <svg role="img" aria-labelledby={`${id}-title`} {...frame}>
      <title id={`${id}-title`}>{image.alt}</title>
      {picture}
    </svg>
  );
}

type PatternProps = { kind: IllustrationRecord["pattern"]; random: () => number; palette: (typeof palettes)[number] };

function Pattern({ kind, random, palette }: PatternProps) {
  switch (kind) {
    case "grid": {
      const cells = Array.from({ length: 7 }, () => ({
        x: Math.floor(random() * 16) * 40,
        y: Math.floor(random() * 10) * 40,
      }));
      const lines = [
        ...Array.from({ length: 17 }, (_, column) => `M${column * 40} 0V400`),
        ...Array.from({ length: 11 }, (_, row) => `M0 ${row * 40}H640`),
      ];
      return (
        <>
          <path d={lines.join("")} stroke="white" strokeOpacity="0.12" />
          <path
            d={cells.map((cell) => `M${cell.x} ${cell.y}h40v40h-40z`).join("")}
            fill={palette.glow}
            fillOpacity="0.18"
          />
        </>
      );
    }
    case "orbits":
      return (
        <g fill="none" stroke="white" strokeOpacity="0.2">
          {[110, 170, 235, 300].map((radius, index) => (
            <g key={radius}>
              <ellipse cx="320" cy="200" rx={radius * 1.25} ry={radius * 0.62} />
              <circle
                cx={320 + radius * 1.25 * Math.cos(random() * Math.PI * 2 + index)}
                cy={200 + radius * 0.62 * Math.sin(random() * Math.PI * 2 + index)}
                r={5 + index}
                fill={index % 2 === 0 ? palette.spark : "white"}
                fillOpacity="0.85"
                stroke="none"
              />
            </g>
          ))}
        </g>
      );
    case "waves":
      return (
        <g fill="none" strokeWidth="2">
          {Array.from({ length: 7 }, (_, index) => {
            const y = 40 + index * 55;
            const amplitude = 18 + random() * 26;
            return (
              <path
                key={y}
                d={`M0 ${y} C 160 ${y - amplitude}, 320 ${y + amplitude}, 480 ${y} S 640 ${y - amplitude}, 720 ${y}`}
                stroke={index % 3 === 0 ? palette.spark : "white"}
                strokeOpacity={index % 3 === 0 ? 0.45 : 0.16}
              />
            );
          })}
        </g>
      );
    case "nodes": {
      const points = Array.from({ length: 14 }, () => ({ x: 30 + random() * 580, y: 30 + random() * 340 }));
      const links = points.map((point, index) => {
        const next = points[(index + 3) % points.length] ?? point;
        return `M${round(point.x)} ${round(point.y)}L${round(next.x)} ${round(next.y)}`;
      });
      const dots = (every4th: boolean) =>
        points
          .filter((_, index) => (index % 4 === 0) === every4th)
          .map((point) => circlePath(point.x, point.y, every4th ? 6 : 3.5))
          .join("");
      return (
        <>
          <path d={links.join("")} stroke="white" strokeOpacity="0.16" />
          <path d={dots(true)} fill={palette.spark} fillOpacity="0.8" />
          <path d={dots(false)} fill="white" fillOpacity="0.8" />
        </>
      );
    }
    case "bars": {
      const bars = Array.from({ length: 12 }, (_, index) => {
        const barHeight = 60 + random() * 220 + index * 6;
        return { index, path: roundedRectPath(20 + index * 52, 400 - barHeight, 30, barHeight, 6) };
      });
      const drawn = (spark: boolean) =>
        bars
          .filter((bar) => (bar.index % 4 === 3) === spark)
          .map((bar) => bar.path)
          .join("");
      return (
        <>
          <path d={drawn(false)} fill="white" fillOpacity="0.12" />
          <path d={drawn(true)} fill={palette.spark} fillOpacity="0.55" />
        </>
      );
    }
  }
}

/**
 * Two translucent "interface cards" that make each picture read as software, not clip art. Shapes
 * of one paint share one <path> (fewer elements to parse and lay out: ADR 019).
 */
function FloatingCards({ random, spark }: { random: () => number; spark: string }) {
  const left = { x: 60 + random() * 60, y: 60 + random() * 70 };
  const right = { x: 430 + random() * 60, y: 230 + random() * 60 };
  const both = (shape: (x: number, y: number) => string) => shape(left.x, left.y) + shape(right.x, right.y);
  return (
    <>
      <path
        d={both((x, y) => roundedRectPath(x, y, 150, 92, 14))}
        fill="white"
        fillOpacity="0.14"
        stroke="white"
        strokeOpacity="0.3"
      />
      <circle cx={round(left.x + 24)} cy={round(left.y + 26)} r="9" fill={spark} fillOpacity="0.9" />
      <circle cx={round(right.x + 24)} cy={round(right.y + 26)} r="9" fill="white" fillOpacity="0.9" />
      <path d={both((x, y) => roundedRectPath(x + 42, y + 20, 86, 8, 4))} fill="white" fillOpacity="0.55" />
      <path
        d={both((x, y) => roundedRectPath(x + 18, y + 50, 114, 7, 3.5) + roundedRectPath(x + 18, y + 66, 80, 7, 3.5))}
        fill="white"
        fillOpacity="0.3"
      />
    </>
  );
}

/** Coordinates to 1/100 of a unit: a 640-unit picture shows no difference, and the markup is shorter. */
const round = (value: number) => Math.round(value * 100) / 100;

/** A circle as path data (two half arcs), so that many of one paint can share one <path>. */
function circlePath(cx: number, cy: number, r: number): string {
  return `M${round(cx - r)} ${round(cy)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
}

/** A rectangle with rounded corners (radius `r`) as path data, drawn clockwise like <rect>. */
function roundedRectPath(x: number, y: number, width: number, height: number, r: number): string {
  const w = round(width - 2 * r);
  const h = round(height - 2 * r);
  return `M${round(x + r)} ${round(y)}h${w}a${r} ${r} 0 0 1 ${r} ${r}v${h}a${r} ${r} 0 0 1 ${-r} ${r}h${-w}a${r} ${r} 0 0 1 ${-r} ${-r}v${-h}a${r} ${r} 0 0 1 ${r} ${-r}z`;
}
