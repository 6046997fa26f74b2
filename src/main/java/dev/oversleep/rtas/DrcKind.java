package dev.oversleep.rtas;

/** What a connector carries. */
public enum DrcKind {
    LMB, CPU
}
