/**
 * The training feature's handle on the device store: the shared store the
 * shell opens, through src/lib/app (null where there is none: the page then
 * trains without keeping anything).
 */
export { deviceStore as trainingStore } from '$lib/app/progress-device';
