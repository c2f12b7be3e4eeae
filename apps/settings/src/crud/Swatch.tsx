/** A small colour dot before a name (branches, rooms, diagnoses). */
export function Swatch({ color }: { color: string | null | undefined }) {
  return <span className="settings-swatch" style={{ background: color ?? 'transparent' }} data-empty={color ? undefined : 'true'} aria-hidden="true" />;
}

export function Named({ color, children }: { color?: string | null; children: React.ReactNode }) {
  return (
    <span className="settings-named">
      <Swatch color={color} />
      {children}
    </span>
  );
}
