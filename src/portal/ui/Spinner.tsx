/** A spinning ring; `label` is read by screen readers (empty when a button already says it). */
export function Spinner({ size = 20, label = 'Chargement…' }: { size?: number; label?: string }) {
  const px = `${size}px`;
  return <span className="ap-spinner" role={label ? 'status' : undefined} aria-label={label || undefined} aria-hidden={label ? undefined : true} style={{ width: px, height: px }} />;
}

/** A loading state for a whole screen or panel. */
export function Loading({ label = 'Chargement…' }: { label?: string }) {
  return (
    <div className="ap-loading" role="status">
      <Spinner label="" />
      <span>{label}</span>
    </div>
  );
}
