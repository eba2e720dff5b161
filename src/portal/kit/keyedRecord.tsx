/**
 * A record screen keyed by its ids in the route (issue 31 §3): another id in the URL mounts it afresh, so the previous
 * record's data, forms and dialogs are dropped, never shown nor saved under the new one's address.
 */
import type { ComponentType } from 'react';
import type { ScreenProps } from '../app/screens';

export function keyedRecord(ids: readonly string[], Screen: ComponentType<ScreenProps>): ComponentType<ScreenProps> {
  return function KeyedRecord(props: ScreenProps) {
    return <Screen key={ids.map((id) => props.params[id]).join('/')} {...props} />;
  };
}
