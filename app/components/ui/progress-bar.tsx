/** A determinate progress bar (the import and extraction jobs): `value` of `max` done. */
export function ProgressBar({
  value,
  max,
  label,
  labelledBy,
  className = "",
}: {
  value: number;
  max: number;
  label?: string;
  labelledBy?: string;
  className?: string;
}) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={`h-3 overflow-hidden rounded-full bg-gray-100 ${className}`}
    >
      <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
