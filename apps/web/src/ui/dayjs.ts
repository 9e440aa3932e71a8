import dayjs from 'dayjs';
import 'dayjs/locale/nb';

/**
 * dayjs with the Norwegian locale ('nb') loaded, for month names and Mantine's date inputs. Loaded by the screens that
 * show dates this way, not at the app's start (issue 10 §7); dates and times elsewhere are formatted by
 * `@connect/shared` in Europe/Oslo.
 */
export { dayjs };
