import { PRODUCT_NAME, PRODUCT_TAGLINE } from './texts';

/** The product's mark: its initial in a rounded square (plain text: no image to load). */
export function BrandMark() {
  return (
    <span className="ap-brand__mark" aria-hidden="true">
      A
    </span>
  );
}

/** The product name above the public screens' card. */
export function Brand() {
  return (
    <div className="ap-brand">
      <BrandMark />
      <div>
        <div className="ap-brand__name">{PRODUCT_NAME}</div>
        <div className="ap-brand__tagline">{PRODUCT_TAGLINE}</div>
      </div>
    </div>
  );
}
