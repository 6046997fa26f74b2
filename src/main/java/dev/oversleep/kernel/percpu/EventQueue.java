package dev.oversleep.kernel.percpu;

/**
 * The machine's pending events in time order, ties broken by the order they were queued: a
 * binary heap over parallel arrays (no allocation per event). An event names its kind, its CPU
 * and a generation; a CPU's decrementer keeps one live event, and re-arming it bumps the
 * generation so the stale one is skipped when it comes up.
 */
final class EventQueue {
    /** The CPU's decrementer reaches zero. */
    static final int DEC = 0;
    /** The tick broadcast's IPI (PPC_MSG_TICK_BROADCAST). */
    static final int IPI_BROADCAST = 1;
    /** A reschedule IPI: a task was woken onto this CPU. */
    static final int IPI_RESCHED = 2;
    /** A device or firmware interrupt (an OPAL completion). */
    static final int EXTERNAL = 3;
    /** A kernel thread the CPU left idle for has run its course. */
    static final int THREAD_END = 4;
    /** The polling idle state gives up (snooze_timeout). */
    static final int SNOOZE_END = 5;

    private long[] time = new long[64];
    private long[] seq = new long[64];
    private int[] kind = new int[64];
    private int[] cpu = new int[64];
    private long[] gen = new long[64];
    private int size;
    private long nextSeq;

    void add(long t, int k, int c, long g) {
        if (size == time.length) {
            grow();
        }
        int i = size++;
        time[i] = t;
        seq[i] = nextSeq++;
        kind[i] = k;
        cpu[i] = c;
        gen[i] = g;
        siftUp(i);
    }

    boolean isEmpty() {
        return size == 0;
    }

    long peekTime() {
        return size == 0 ? Long.MAX_VALUE : time[0];
    }

    int peekKind() {
        return kind[0];
    }

    int peekCpu() {
        return cpu[0];
    }

    long peekGen() {
        return gen[0];
    }

    void pop() {
        size--;
        if (size > 0) {
            move(size, 0);
            siftDown(0);
        }
    }

    private boolean less(int a, int b) {
        return time[a] < time[b] || (time[a] == time[b] && seq[a] < seq[b]);
    }

    private void siftUp(int i) {
        while (i > 0) {
            int p = (i - 1) >>> 1;
            if (!less(i, p)) {
                return;
            }
            swap(i, p);
            i = p;
        }
    }

    private void siftDown(int i) {
        while (true) {
            int l = 2 * i + 1;
            if (l >= size) {
                return;
            }
            int m = l + 1 < size && less(l + 1, l) ? l + 1 : l;
            if (!less(m, i)) {
                return;
            }
            swap(i, m);
            i = m;
        }
    }

    private void swap(int a, int b) {
        long t = time[a];
        time[a] = time[b];
        time[b] = t;
        long s = seq[a];
        seq[a] = seq[b];
        seq[b] = s;
        int k = kind[a];
        kind[a] = kind[b];
        kind[b] = k;
        int c = cpu[a];
        cpu[a] = cpu[b];
        cpu[b] = c;
        long g = gen[a];
        gen[a] = gen[b];
        gen[b] = g;
    }

    private void move(int from, int to) {
        time[to] = time[from];
        seq[to] = seq[from];
        kind[to] = kind[from];
        cpu[to] = cpu[from];
        gen[to] = gen[from];
    }

    private void grow() {
        int n = time.length * 2;
        time = java.util.Arrays.copyOf(time, n);
        seq = java.util.Arrays.copyOf(seq, n);
        kind = java.util.Arrays.copyOf(kind, n);
        cpu = java.util.Arrays.copyOf(cpu, n);
        gen = java.util.Arrays.copyOf(gen, n);
    }
}
