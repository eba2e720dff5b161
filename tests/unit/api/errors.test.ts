import { describe, expect, it } from 'vitest';
import { clientContextHeader, parseClientContextHeader } from '../../../src/api/contract/common';
import { errorFromAnswer } from '../../../src/api/answers';
import { ApiError } from '../../../src/api/errors';
import { MESSAGES } from '../../../src/domain/messages';

describe('errorFromAnswer', () => {
  it('takes the first label of the errors list', () => {
    const error = errorFromAnswer('account.update', 400, { errors: [{ code: 'DUPLICATE_LOGIN', label: "Ce login n'est pas disponible" }, { code: 'X', label: 'autre' }] });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'DUPLICATE_LOGIN', message: "Ce login n'est pas disponible", endpoint: 'account.update' });
    expect(error.errors).toHaveLength(2);
  });
  it('falls back to the generic message without a body, or with a body of another shape', () => {
    expect(errorFromAnswer('x', 500, undefined)).toMatchObject({ code: 'HTTP_500', message: MESSAGES.genericError });
    expect(errorFromAnswer('x', 502, '<html>Bad gateway</html>').message).toBe(MESSAGES.genericError);
    expect(errorFromAnswer('x', 400, { errors: [] }).message).toBe(MESSAGES.genericError);
  });
  it('keeps the generic message word for word', () => {
    expect(MESSAGES.genericError).toBe("Oups, une erreur est survenue. L'opération n'a pas abouti");
  });
});

describe('client-context header', () => {
  it('round-trips and neutralises separators in values', () => {
    const header = clientContextHeader({ browserName: 'Chrome', browserVersion: '156.0', appVersion: '1.0.0', app: 'BO' });
    expect(header).toBe('browserName=Chrome;browserVersion=156.0;appVersion=1.0.0;app=BO');
    expect(parseClientContextHeader(header)).toEqual({ browserName: 'Chrome', browserVersion: '156.0', appVersion: '1.0.0', app: 'BO' });
    expect(parseClientContextHeader(clientContextHeader({ browserName: 'a;b=c', browserVersion: '1', appVersion: '1', app: 'CLI' })).browserName).toBe('a b c');
  });
});
