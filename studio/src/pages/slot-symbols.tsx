import type { ReactElement } from 'react';
import type { SlotSymbol } from '../games/slot/slot-math.js';

/** Original art for the slot's symbols, drawn in a 100x100 box. */

const sunRays = Array.from({ length: 8 }, (_, index) => index * 45);
const petals = Array.from({ length: 5 }, (_, index) => index * 72);

function Letter({ text, fill, accent }: { text: string; fill: string; accent: string }) {
  return (
    <>
      <rect x="14" y="14" width="72" height="72" rx="18" fill={accent} opacity="0.25" />
      <text
        x="50"
        y="70"
        textAnchor="middle"
        fontSize="56"
        fontWeight="800"
        fontFamily="Georgia, 'Times New Roman', serif"
        fill={fill}
        stroke="#1b1036"
        strokeWidth="2"
      >
        {text}
      </text>
    </>
  );
}

const art: Record<SlotSymbol, ReactElement> = {
  W: (
    <>
      <circle cx="50" cy="46" r="40" fill="#2f7d4f" opacity="0.35" />
      {petals.map((angle) => (
        <ellipse
          key={angle}
          cx="50"
          cy="26"
          rx="12"
          ry="22"
          fill="#fffdf5"
          stroke="#e6dcc0"
          transform={`rotate(${angle} 50 46)`}
        />
      ))}
      {petals.map((angle) => (
        <ellipse
          key={`i${angle}`}
          cx="50"
          cy="34"
          rx="7"
          ry="13"
          fill="#fff8e1"
          transform={`rotate(${angle + 36} 50 46)`}
        />
      ))}
      <circle cx="50" cy="46" r="7" fill="#f2c230" />
      <text
        x="50"
        y="94"
        textAnchor="middle"
        fontSize="17"
        fontWeight="800"
        fill="#ffe27a"
        stroke="#5a2d0c"
        strokeWidth="0.8"
      >
        WILD
      </text>
    </>
  ),
  S: (
    <>
      {sunRays.map((angle) => (
        <polygon key={angle} points="50,4 56,30 44,30" fill="#ffd23f" transform={`rotate(${angle} 50 50)`} />
      ))}
      <circle cx="50" cy="50" r="22" fill="#ffb703" stroke="#fff1a8" strokeWidth="3" />
      <circle cx="50" cy="50" r="12" fill="#ffe066" />
      <text x="50" y="97" textAnchor="middle" fontSize="14" fontWeight="800" fill="#fff1a8">
        BONUS
      </text>
    </>
  ),
  P: (
    <>
      <line x1="50" y1="4" x2="50" y2="16" stroke="#d9b25b" strokeWidth="2" />
      <polygon
        points="50,14 60,40 88,40 65,56 74,84 50,67 26,84 35,56 12,40 40,40"
        fill="#e63946"
        stroke="#ffd166"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="50" cy="50" r="9" fill="#ffd166" />
      <path
        d="M40 80 Q38 92 32 98 M50 70 Q50 88 50 98 M60 80 Q62 92 68 98"
        stroke="#ffd166"
        strokeWidth="2"
        fill="none"
      />
    </>
  ),
  M: (
    <>
      <ellipse cx="50" cy="56" rx="28" ry="34" fill="#ffb627" transform="rotate(-25 50 56)" />
      <ellipse cx="42" cy="46" rx="9" ry="15" fill="#ffd77a" opacity="0.7" transform="rotate(-25 42 46)" />
      <path d="M62 22 Q78 10 90 18 Q78 30 62 24 Z" fill="#3a9d5d" />
      <line x1="60" y1="26" x2="64" y2="18" stroke="#6b4226" strokeWidth="3" />
    </>
  ),
  R: (
    <>
      <path d="M10 66 Q50 96 90 66 Q84 84 50 90 Q16 84 10 66 Z" fill="#d98fa8" />
      <path d="M14 66 Q50 28 86 66 Z" fill="#f4c6d4" opacity="0.6" />
      <circle cx="50" cy="56" r="20" fill="#f7f3ff" />
      <circle cx="43" cy="49" r="6" fill="#ffffff" />
      <circle cx="50" cy="56" r="20" fill="none" stroke="#c8b6e2" strokeWidth="2" />
    </>
  ),
  C: (
    <>
      <path d="M12 30 Q14 12 34 20 Q24 22 28 34 Z" fill="#e8dcc4" />
      <path d="M88 30 Q86 12 66 20 Q76 22 72 34 Z" fill="#e8dcc4" />
      <ellipse cx="50" cy="52" rx="24" ry="28" fill="#6c6f7d" />
      <ellipse cx="50" cy="72" rx="15" ry="11" fill="#8d90a0" />
      <circle cx="45" cy="72" r="2.5" fill="#2b2d36" />
      <circle cx="55" cy="72" r="2.5" fill="#2b2d36" />
      <circle cx="40" cy="46" r="3.5" fill="#1b1036" />
      <circle cx="60" cy="46" r="3.5" fill="#1b1036" />
    </>
  ),
  A: <Letter text="A" fill="#ff6b6b" accent="#ff6b6b" />,
  K: <Letter text="K" fill="#4dabf7" accent="#4dabf7" />,
  Q: <Letter text="Q" fill="#b197fc" accent="#b197fc" />,
  J: <Letter text="J" fill="#69db7c" accent="#69db7c" />,
};

export function SymbolArt({ symbol }: { symbol: SlotSymbol }) {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {art[symbol]}
    </svg>
  );
}
