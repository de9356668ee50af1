export { type BusMessage, bus, createEventBus, type EventBus, type EventBusOptions } from './event-bus';
