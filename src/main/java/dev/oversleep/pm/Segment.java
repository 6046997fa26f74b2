package dev.oversleep.pm;

/** A stretch of a callback: CPU work ({@code busy}) or a wait that leaves the CPU free. */
public record Segment(boolean busy, long ns, String what) {
}
