package dev.oversleep.tpm;

import dev.oversleep.input.BadInputException;
import dev.oversleep.input.RunInterruptedException;
import java.io.DataInputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A real TPM: {@code swtpm socket --tpm2} started by this class on 127.0.0.1 at free ports with
 * a temporary state directory, spoken to in the TPM 2.0 byte protocol on its data socket, and
 * stopped through its control socket (CMD_SHUTDOWN) when closed. It is also stopped when the
 * JVM exits (a shutdown hook, registered before swtpm starts, which SIGTERM and Ctrl-C run)
 * and, started with swtpm's own {@code --terminate}, when the data connection drops, so even a
 * SIGKILLed JVM leaves no swtpm behind once it had connected.
 *
 * <p>The state directory ({@value #STATE_DIR_PREFIX}NNN in java.io.tmpdir) is deleted on every
 * exit the JVM controls: close, a failed start, the shutdown hook. A SIGKILLed JVM cannot; so the
 * directory records its owner (pid and start time of the JVM) and swtpm's pid, and every later
 * start deletes the directories whose owner is gone, stopping their swtpm if it still runs.
 * Once the shutdown hook has stopped swtpm, a command that was in flight fails with a
 * {@link RunInterruptedException}, not a transport error.
 */
public final class SwtpmBackend implements TpmBackend {
    /** The swtpm control channel's CMD_SHUTDOWN. */
    static final int CMD_SHUTDOWN = 3;
    static final String STATE_DIR_PREFIX = "oversleep-swtpm-";
    /** "PID START_EPOCH_MS" of the JVM that made the directory. */
    static final String OWNER_FILE = "owner";
    /** "PID START_EPOCH_MS" of the swtpm it started. */
    static final String SWTPM_FILE = "swtpm.pid";
    private static final long START_TIMEOUT_MS = 10_000;

    private final Process process;
    private final Path stateDir;
    private final int dataPort;
    private final int ctrlPort;
    private final Thread shutdownHook;
    private Socket data;
    private boolean closed;
    /** Set by the shutdown hook before it stops swtpm: failures from then on are the signal's. */
    private volatile boolean stopping;

    private SwtpmBackend(Process process, Path stateDir, int dataPort, int ctrlPort, Thread shutdownHook) {
        this.process = process;
        this.stateDir = stateDir;
        this.dataPort = dataPort;
        this.ctrlPort = ctrlPort;
        this.shutdownHook = shutdownHook;
    }

    /** The swtpm executable on PATH, or a one-line error saying how to get it. */
    static String findSwtpm() {
        String path = System.getenv().getOrDefault("PATH", "");
        for (String dir : path.split(File.pathSeparator)) {
            File f = new File(dir, "swtpm");
            if (f.canExecute()) {
                return f.getAbsolutePath();
            }
        }
        throw new BadInputException("swtpm not found on PATH: install the Debian package 'swtpm' or use --backend embedded");
    }

    /**
     * Starts swtpm and connects to it.
     *
     * @param terminateOnDisconnect pass --terminate: swtpm exits when the data connection drops
     */
    public static SwtpmBackend start(boolean terminateOnDisconnect) {
        String exe = findSwtpm();
        Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
        removeStaleStateDirs(tmp);
        Path dir;
        try {
            dir = Files.createTempDirectory(tmp, STATE_DIR_PREFIX);
            Files.writeString(dir.resolve(OWNER_FILE), identity(ProcessHandle.current()));
        } catch (IOException e) {
            throw new TpmException("cannot create swtpm state directory: " + e.getMessage(), e);
        }
        int dataPort = freePortPair();
        int ctrlPort = dataPort + 1;
        List<String> cmd = new ArrayList<>(List.of(exe, "socket", "--tpm2",
                "--server", "type=tcp,port=" + dataPort + ",bindaddr=127.0.0.1",
                "--ctrl", "type=tcp,port=" + ctrlPort + ",bindaddr=127.0.0.1",
                "--tpmstate", "dir=" + dir, "--flags", "not-need-init,startup-clear"));
        if (terminateOnDisconnect) {
            cmd.add("--terminate");
        }
        // The hook exists before the process does. A signal that arrives while start() is still
        // forking finds no handle yet: the hook then waits for start() to hand it over.
        AtomicReference<SwtpmBackend> started = new AtomicReference<>();
        CountDownLatch handedOver = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            try {
                handedOver.await(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            SwtpmBackend b = started.get();
            if (b != null) {
                b.stopping = true;
                b.kill(false);
            } else {
                deleteTree(dir);
            }
        }, "swtpm-stopper");
        Runtime.getRuntime().addShutdownHook(hook);
        Process p;
        try {
            p = new ProcessBuilder(cmd).redirectErrorStream(true)
                    .redirectOutput(dir.resolve("swtpm.log").toFile()).start();
        } catch (IOException e) {
            handedOver.countDown();
            Runtime.getRuntime().removeShutdownHook(hook);
            deleteTree(dir);
            throw new TpmException("cannot start swtpm: " + e.getMessage(), e);
        }
        SwtpmBackend b = new SwtpmBackend(p, dir, dataPort, ctrlPort, hook);
        started.set(b);
        handedOver.countDown();
        try {
            Files.writeString(dir.resolve(SWTPM_FILE), identity(p.toHandle()));
        } catch (IOException e) {
            b.close();
            throw new TpmException("cannot write swtpm's pid into " + dir + ": " + e.getMessage(), e);
        }
        try {
            b.connect();
        } catch (RuntimeException e) {
            b.close();
            throw e;
        }
        return b;
    }

    /**
     * A free loopback port P with P + 1 free too: the swtpm TCTI of tpm2-tss (and so tpm2-tools)
     * finds the control channel at the data port + 1.
     */
    private static int freePortPair() {
        for (int attempt = 0; attempt < 100; attempt++) {
            try (ServerSocket data = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
                int p = data.getLocalPort();
                if (p < 65535) {
                    try (ServerSocket ctrl = new ServerSocket(p + 1, 1, InetAddress.getLoopbackAddress())) {
                        return p;
                    } catch (IOException taken) {
                        // try another pair
                    }
                }
            } catch (IOException e) {
                throw new TpmException("no free loopback port for swtpm: " + e.getMessage(), e);
            }
        }
        throw new TpmException("no two consecutive free loopback ports for swtpm");
    }

    private void connect() {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(START_TIMEOUT_MS);
        IOException last = null;
        while (System.nanoTime() < deadline) {
            if (stopping) {
                throw new RunInterruptedException("swtpm was stopped before the run connected to it");
            }
            if (!process.isAlive()) {
                throw new TpmException("swtpm exited at start (code " + process.exitValue() + "); see "
                        + stateDir.resolve("swtpm.log"));
            }
            try {
                data = new Socket(InetAddress.getLoopbackAddress(), dataPort);
                data.setTcpNoDelay(true);
                data.setSoTimeout(10_000);
                return;
            } catch (IOException e) {
                last = e;
                try {
                    Thread.sleep(20);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    throw new TpmException("interrupted while waiting for swtpm", ie);
                }
            }
        }
        throw new TpmException("swtpm did not answer on 127.0.0.1:" + dataPort + " within " + START_TIMEOUT_MS
                + " ms: " + (last == null ? "" : last.getMessage()));
    }

    public int dataPort() {
        return dataPort;
    }

    public long pid() {
        return process.pid();
    }

    @Override
    public String name() {
        return "swtpm";
    }

    @Override
    public byte[] execute(byte[] command) {
        try {
            OutputStream out = data.getOutputStream();
            out.write(command);
            out.flush();
            DataInputStream in = new DataInputStream(data.getInputStream());
            byte[] header = new byte[Tpm2.HEADER_SIZE];
            in.readFully(header);
            int size = ByteBuffer.wrap(header, 2, 4).getInt();
            if (size < Tpm2.HEADER_SIZE || size > 1 << 16) {
                throw new TpmException("swtpm answered a response of size " + size);
            }
            byte[] resp = new byte[size];
            System.arraycopy(header, 0, resp, 0, Tpm2.HEADER_SIZE);
            in.readFully(resp, Tpm2.HEADER_SIZE, size - Tpm2.HEADER_SIZE);
            return resp;
        } catch (IOException e) {
            if (stopping) {
                throw new RunInterruptedException(String.format("swtpm was stopped during command 0x%X",
                        Tpm2.commandCode(command)), e);
            }
            throw new TpmException(String.format("swtpm command 0x%X failed: %s", Tpm2.commandCode(command),
                    e.getMessage()), e);
        }
    }

    /** Drops the data connection but keeps swtpm running (only without --terminate), for other clients. */
    public void disconnect() {
        closeQuietly(data);
        data = null;
    }

    /** Stops swtpm (CMD_SHUTDOWN, then destroy) and deletes its state. Idempotent. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        disconnect();
        try (Socket ctrl = new Socket(InetAddress.getLoopbackAddress(), ctrlPort)) {
            ctrl.setSoTimeout(2000);
            ctrl.getOutputStream().write(ByteBuffer.allocate(4).putInt(CMD_SHUTDOWN).array());
            ctrl.getOutputStream().flush();
            InputStream in = ctrl.getInputStream();
            in.readNBytes(4);
        } catch (IOException e) {
            // already gone or not answering: destroyed below
        }
        kill(true);
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: the hook runs anyway
        }
    }

    /** Ends the process: after a graceful shutdown request wait for it first, else terminate at once. */
    private synchronized void kill(boolean graceful) {
        try {
            if (!graceful || !process.waitFor(2, TimeUnit.SECONDS)) {
                process.destroy();
                if (!process.waitFor(2, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(2, TimeUnit.SECONDS);
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        deleteTree(stateDir);
    }

    /** "PID START_EPOCH_MS": a process, told apart from a later one that reuses its pid. */
    static String identity(ProcessHandle h) {
        return h.pid() + " " + h.info().startInstant().map(i -> i.toEpochMilli()).orElse(0L) + "\n";
    }

    /** The live process a {@link #identity} names, if it is still the same process. */
    static Optional<ProcessHandle> alive(String identity) {
        String[] f = identity.trim().split("\\s+");
        if (f.length != 2) {
            return Optional.empty();
        }
        try {
            long pid = Long.parseLong(f[0]);
            long start = Long.parseLong(f[1]);
            return ProcessHandle.of(pid).filter(ProcessHandle::isAlive)
                    .filter(h -> h.info().startInstant().map(i -> i.toEpochMilli()).orElse(0L) == start);
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /**
     * Deletes the state directories in {@code tmp} whose owning JVM is gone (it was SIGKILLed),
     * after stopping their swtpm if it survived. Directories of live JVMs, and any this class did
     * not make, are left alone.
     *
     * @return the directories deleted
     */
    static List<Path> removeStaleStateDirs(Path tmp) {
        List<Path> removed = new ArrayList<>();
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(tmp, STATE_DIR_PREFIX + "*")) {
            for (Path dir : dirs) {
                Path owner = dir.resolve(OWNER_FILE);
                if (!Files.isDirectory(dir) || !Files.isRegularFile(owner)
                        || alive(Files.readString(owner)).isPresent()) {
                    continue;
                }
                Path swtpm = dir.resolve(SWTPM_FILE);
                if (Files.isRegularFile(swtpm)) {
                    alive(Files.readString(swtpm))
                            .filter(h -> h.info().command().map(c -> c.endsWith("swtpm")).orElse(false))
                            .ifPresent(ProcessHandle::destroyForcibly);
                }
                deleteTree(dir);
                removed.add(dir);
            }
        } catch (IOException e) {
            // best effort: another run may be deleting the same directory
        }
        return removed;
    }

    private static void closeQuietly(Socket s) {
        if (s != null) {
            try {
                s.close();
            } catch (IOException e) {
                // nothing to do
            }
        }
    }

    /**
     * Deletes a state directory, tolerating files that vanish while it walks: swtpm rewrites its
     * state file by rename, and the shutdown hook and close() may both be finishing a run. A file
     * created during the walk is caught by the next attempt.
     */
    private static void deleteTree(Path dir) {
        for (int attempt = 0; attempt < 3 && Files.exists(dir); attempt++) {
            try {
                Files.walkFileTree(dir, new SimpleFileVisitor<>() {
                    @Override
                    public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                        Files.deleteIfExists(file);
                        return FileVisitResult.CONTINUE;
                    }

                    @Override
                    public FileVisitResult visitFileFailed(Path file, IOException e) {
                        return FileVisitResult.CONTINUE;
                    }

                    @Override
                    public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
                        Files.deleteIfExists(d);
                        return FileVisitResult.CONTINUE;
                    }
                });
            } catch (IOException e) {
                // a file vanished or appeared mid-walk: try again
            }
        }
    }
}
