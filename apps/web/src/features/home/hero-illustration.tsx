const petals = [0, 72, 144, 216, 288];

/** A quiet, drawn picture for the home page's first screen; decorative only. */
export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 320 280"
      aria-hidden="true"
      focusable="false"
      style={{ width: '100%', maxWidth: '22rem', height: 'auto' }}
    >
      <circle cx="170" cy="140" r="118" style={{ fill: 'var(--mantine-color-orchid-0)' }} />
      <circle cx="96" cy="206" r="54" style={{ fill: 'var(--mantine-color-orchid-1)' }} />
      <circle cx="252" cy="70" r="32" style={{ fill: 'var(--mantine-color-orchid-1)' }} />
      <path
        d="M170 250 C168 210 158 186 138 168"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        style={{ stroke: 'var(--mantine-color-gray-5)' }}
      />
      <path
        d="M150 214 C128 212 112 200 104 182 C124 180 142 190 150 214 Z"
        style={{ fill: 'var(--mantine-color-gray-4)' }}
      />
      <g transform="translate(170 124)">
        {petals.map((angle) => (
          <ellipse
            key={angle}
            cx="0"
            cy="-34"
            rx="22"
            ry="38"
            transform={`rotate(${angle})`}
            style={{ fill: 'var(--mantine-color-orchid-4)', fillOpacity: 0.7 }}
          />
        ))}
        <circle r="18" style={{ fill: 'var(--mantine-color-orchid-8)' }} />
        <circle r="7" style={{ fill: 'var(--mantine-color-orchid-1)' }} />
      </g>
    </svg>
  );
}
