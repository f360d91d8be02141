import { useId } from "react";
import { site } from "~/content/site";

/** `street` names the avenue drawn; `address` is the office's street and number, on the pin's label. */
type Props = { alt: string; street: string; address: string };

// Market Street runs south-west to north-east and ends at the bay (the contact page's picture
// standing in for a map). The avenue is a straight line through these two points; the two street
// grids meet along it, as they do downtown.
const avenue = { from: { x: -20, y: 330 }, to: { x: 420, y: 70 } };
const slope = (avenue.to.y - avenue.from.y) / (avenue.to.x - avenue.from.x);
const angle = (Math.atan(slope) * 180) / Math.PI;
const avenueY = (x: number) => avenue.from.y + (x - avenue.from.x) * slope;
const pin = { x: 368, y: avenueY(368) };

/** A street grid: `columns` × `rows` blocks of one size, `street` apart, the first at `from`. */
type Grid = {
  columns: number;
  rows: number;
  width: number;
  height: number;
  street: number;
  from: { x: number; y: number };
};

// North of the avenue the grid is square to the page; south of it, turned to run along the avenue.
const north: Grid = { columns: 8, rows: 7, width: 52, height: 40, street: 10, from: { x: -4, y: -6 } };
const south: Grid = { columns: 10, rows: 8, width: 84, height: 52, street: 12, from: { x: -220, y: 120 } };
/** The one block drawn green, north of the avenue. */
const greenBlock = 18;

/**
 * A stylised street map of the headquarters, drawn inline in the brand tokens: it costs no request
 * and leaks no visitor data to a map provider (docs/requirements.md "Images"). Text and pin come
 * from the office of the page's market, so a new address updates the label (the drawing stays a
 * stylised stand-in, the same for every office).
 */
export function LocationMap({ alt, street, address }: Props) {
  const id = useId().replaceAll(":", "");
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      viewBox="0 0 480 320"
      width={480}
      height={320}
      className="block h-auto w-full"
      focusable="false"
    >
      <title id={`${id}-title`}>{alt}</title>
      <defs>
        <clipPath id={`${id}-north`}>
          <polygon points={`-20,-20 520,-20 520,${avenueY(520)} -20,${avenueY(-20)}`} />
        </clipPath>
        <clipPath id={`${id}-south`}>
          <polygon points={`-20,${avenueY(-20)} 520,${avenueY(520)} 520,340 -20,340`} />
        </clipPath>
      </defs>

      {/* Streets are the white ground; blocks sit on it. */}
      <rect width="480" height="320" className="fill-white" />
      <g clipPath={`url(#${id}-north)`}>
        <Blocks grid={north} green={greenBlock} />
      </g>
      <g clipPath={`url(#${id}-south)`}>
        <g transform={`rotate(${angle} 240 200)`}>
          <Blocks grid={south} />
        </g>
      </g>

      {/* The bay, with the waterfront road along its edge. */}
      <path d="M430 0 C 405 70, 445 120, 418 190 S 430 280, 404 320 L 480 320 L 480 0 Z" className="fill-accent-100" />
      <path
        d="M430 0 C 405 70, 445 120, 418 190 S 430 280, 404 320"
        fill="none"
        strokeWidth="9"
        className="stroke-white"
      />
      <g fill="none" strokeWidth="1.5" strokeLinecap="round" className="stroke-accent-300">
        <path d="M452 60 q 6 -5 12 0 t 12 0" />
        <path d="M446 150 q 6 -5 12 0 t 12 0" />
        <path d="M440 250 q 6 -5 12 0 t 12 0" />
      </g>

      {/* The avenue, in the warm highlight, with its name along it. */}
      <line
        x1={avenue.from.x}
        y1={avenue.from.y}
        x2={avenue.to.x + 10}
        y2={avenueY(avenue.to.x + 10)}
        strokeWidth="13"
        strokeLinecap="round"
        className="stroke-warm-400"
      />
      <text
        transform={`translate(120 ${avenueY(120) - 12}) rotate(${angle})`}
        fontSize="12"
        fontWeight="600"
        letterSpacing="0.5"
        strokeWidth="4"
        paintOrder="stroke"
        className="fill-ink-700 stroke-white"
      >
        {street}
      </text>

      {/* Compass. */}
      <g transform="translate(34 286)">
        <circle r="15" strokeWidth="1.5" className="fill-white stroke-line" />
        <path d="M0 -10 L5 4 L0 1 L-5 4 Z" className="fill-navy-900" />
        <text y="-18" textAnchor="middle" fontSize="9" fontWeight="700" className="fill-navy-900">
          N
        </text>
      </g>

      {/* The pin, its pulse and its label. */}
      <circle cx={pin.x} cy={pin.y} r="24" className="fill-accent-500/15" />
      <circle cx={pin.x} cy={pin.y} r="12" className="fill-accent-500/25" />
      <ellipse cx={pin.x} cy={pin.y + 1} rx="7" ry="3" className="fill-navy-900/30" />
      <path
        d={`M${pin.x} ${pin.y} C ${pin.x - 8} ${pin.y - 11}, ${pin.x - 18} ${pin.y - 19}, ${pin.x - 18} ${pin.y - 29} A 18 18 0 1 1 ${pin.x + 18} ${pin.y - 29} C ${pin.x + 18} ${pin.y - 19}, ${pin.x + 8} ${pin.y - 11}, ${pin.x} ${pin.y} Z`}
        strokeWidth="3"
        className="fill-accent-600 stroke-white"
      />
      <circle cx={pin.x} cy={pin.y - 29} r="6.5" className="fill-white" />

      <g transform={`translate(${pin.x - 214} ${pin.y - 62})`}>
        <rect x="2" y="3" width="184" height="48" rx="10" className="fill-navy-900/10" />
        <rect width="184" height="48" rx="10" strokeWidth="1" className="fill-white stroke-line" />
        <text x="14" y="20" fontSize="13" fontWeight="700" className="fill-navy-900">
          {site.shortName}
        </text>
        <text x="14" y="37" fontSize="11" className="fill-ink-600">
          {address}
        </text>
      </g>
    </svg>
  );
}

/** A grid's blocks, row by row; block number `green` (if any) is drawn green. */
function Blocks({ grid, green }: { grid: Grid; green?: number }) {
  return Array.from({ length: grid.columns * grid.rows }, (_, index) => {
    const x = (index % grid.columns) * (grid.width + grid.street) + grid.from.x;
    const y = Math.floor(index / grid.columns) * (grid.height + grid.street) + grid.from.y;
    return (
      <rect
        key={`${x},${y}`}
        x={x}
        y={y}
        width={grid.width}
        height={grid.height}
        rx="4"
        className={index === green ? "fill-success-700/15" : "fill-navy-100"}
      />
    );
  });
}
