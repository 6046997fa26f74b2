package dev.oversleep.sim;

/** One simulated CPU: the task running on it and the virtual time it was busy. */
public final class SimCpu {
    private final int id;
    private String running;
    private long busyNs;

    public SimCpu(int id) {
        this.id = id;
    }

    public int id() {
        return id;
    }

    public boolean idle() {
        return running == null;
    }

    public String running() {
        return running;
    }

    public void start(String task) {
        if (running != null) {
            throw new IllegalStateException("cpu" + id + " already runs " + running + ", cannot start " + task);
        }
        running = task;
    }

    public void stop(long ranNs) {
        running = null;
        busyNs += ranNs;
    }

    public long busyNs() {
        return busyNs;
    }
}
