const petalAngles = [0, 72, 144, 216, 288];

/** The logo's flower, drawn here so it needs no image request. Decorative: the name is text. */
export function OrchidMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      {petalAngles.map((angle) => (
        <ellipse
          key={angle}
          cx="16"
          cy="9"
          rx="5"
          ry="8"
          style={{ fill: 'var(--mantine-color-orchid-5)' }}
          fillOpacity="0.75"
          transform={`rotate(${angle} 16 16)`}
        />
      ))}
      <circle cx="16" cy="16" r="4.5" style={{ fill: 'var(--mantine-color-orchid-8)' }} />
      <circle cx="16" cy="16" r="1.8" style={{ fill: 'var(--mantine-color-orchid-1)' }} />
    </svg>
  );
}
