// Package sultan runs Sultan Yazid, the automa of the official solo
// variant: his dice, his targets, his captures, the losses they cause, and
// the solo game as a replayable log of events.
package sultan
