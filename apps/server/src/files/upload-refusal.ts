import { UploadRefusal, type UploadRefusalParams, uploadRefusalText } from '@connect/shared/upload-refusals';
import { AppError, ErrorCode } from '../errors.ts';

export { UploadRefusal };

/**
 * A refused upload: BAD_USER_INPUT (PAYLOAD_TOO_LARGE for a file over the size limit) with `details.reason`, a
 * stable key the web app translates with `uploadRefusalText`, and the English text as the message.
 */
export function uploadRefusal(reason: UploadRefusal, params: UploadRefusalParams = {}): AppError {
  const code = reason === UploadRefusal.TooLarge ? ErrorCode.TooLarge : ErrorCode.BadInput;
  return new AppError(code, uploadRefusalText(reason, 'en', params), { reason, params });
}
