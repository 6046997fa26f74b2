package dev.oversleep.sim;

/**
 * A discrete-event simulator: a clock, an event queue and a random source. {@link #run()}
 * executes events in (time, sequence) order until none remain, refusing to run more than
 * an event budget so a model that keeps scheduling work cannot hang the tool.
 */
public final class Simulator {
    private final VirtualClock clock = new VirtualClock(0);
    private final EventQueue events = new EventQueue();
    private final SimRandom random;
    private final long eventBudget;
    private long executed;

    public Simulator(long seed, long eventBudget) {
        this.random = new SimRandom(seed);
        this.eventBudget = eventBudget;
    }

    public VirtualClock clock() {
        return clock;
    }

    public long nowNs() {
        return clock.nowNs();
    }

    public SimRandom random() {
        return random;
    }

    /** Schedules an action at an absolute instant, not before now. */
    public EventQueue.Event at(long atNs, Runnable action) {
        if (atNs < clock.nowNs()) {
            throw new IllegalArgumentException("event at " + atNs + " ns is before now " + clock.nowNs());
        }
        return events.schedule(atNs, action);
    }

    public EventQueue.Event after(long delayNs, Runnable action) {
        return at(clock.nowNs() + delayNs, action);
    }

    public boolean cancel(EventQueue.Event e) {
        return events.cancel(e);
    }

    /** Runs events until the queue is empty. */
    public void run() {
        while (!events.isEmpty()) {
            if (++executed > eventBudget) {
                throw new IllegalStateException("simulation exceeded its budget of " + eventBudget + " events");
            }
            EventQueue.Event e = events.poll();
            clock.advanceTo(e.atNs());
            e.action().run();
        }
    }
}
