import MotionAuditEngine

/// The benchmark's command line.
struct BenchmarkOptions {
  /// Files in the synthetic corpus.
  var fileCount = 2_000
  /// Share of synthetic files with motion, 0...1.
  var motionShare = 0.2
  var seed: UInt64 = 0x4D4F_5449_4F4E
  /// A real app to measure instead of the synthetic corpus.
  var path: String?
  /// Workers for the all-cores runs.
  var jobs = AuditExecution.defaultJobs
  /// How many times each measure is taken (the median is reported).
  var repetitions = 3
  /// Whether to run the 1,000 / 5,000-file memory check in child processes.
  var checksMemory = true
  /// Whether to measure a corpus where every file has motion, for the second ratio.
  var checksEveryFileWithMotion = true
  /// Leave the generated corpora on disk and print where.
  var keepsCorpus = false
  /// Internal: audit this directory once and print the peak memory (the memory check's child).
  var memoryProbe: String?
  /// Run one phase once and nothing else, for a profiler (`valgrind --tool=callgrind`).
  var onlyPhase: Phase?
  /// With `onlyPhase` audit: parse every file, as if no file could be ruled out.
  var usesPrefilter = true
  /// The largest file of one-line views with a finding each, for the cost per finding (0: not
  /// measured; default 40,000 for the synthetic corpus, 0 with `--path`).
  var findingsPerFile: Int?
  /// The largest type with a finding in each member (0: not measured; default 2,000 for the
  /// synthetic corpus, 0 with `--path`).
  var membersPerType: Int?

  /// A phase that can be run alone.
  enum Phase: String {
    case parse
    case scan
    case audit
    case compare
    case prefilter
    case facts
  }

  static let usage = """
    USAGE: motion-audit-benchmark [--files <count>] [--motion-share <0...1>] [--path <app>]
                                  [--jobs <count>] [--repetitions <count>] [--seed <number>]
                                  [--no-memory-check] [--no-every-file-motion] [--keep-corpus]
                                  [--findings-per-file <count>] [--members-per-type <count>]
                                  [--only parse|scan|audit [--no-prefilter] | --only compare|prefilter|facts]

    Measures, on the same files in one run: parsing alone (SwiftParser, one thread), the full
    audit on one thread and on all cores, and a cold and a warm run with the result cache; then
    peak memory at 1,000 and 5,000 files, each in its own process; and the cost per finding of
    one file at three sizes. Prints timings, the CPU time of each phase, why files pass the
    pre-filter, files per second, the ratios of the performance targets and peak resident memory.
    It never fails on a timing.

    --files <count>          Synthetic files (default 2000).
    --motion-share <share>   Share of files with motion (default 0.2).
    --path <app>             Measure a real app's Swift files instead of the synthetic corpus.
    --jobs <count>           Workers for the all-cores runs (default: active processors).
    --repetitions <count>    Runs of each measure; the median is printed (default 3).
    --seed <number>          Seed of the synthetic corpus.
    --no-memory-check        Skip the 1,000 / 5,000-file memory check.
    --no-every-file-motion   Skip the corpus where every file has motion.
    --keep-corpus            Keep the generated files and print where they are.
    --findings-per-file <n>  Cost per finding in one file of n, n/2 and n/4 one-line views,
                             each with a finding, against the same without (default 40000
                             for the synthetic corpus, 0 with --path; 0 skips).
    --members-per-type <n>   The same for one type of n, n/2 and n/4 members (default 2000
                             for the synthetic corpus, 0 with --path; 0 skips).
    --only parse|scan|audit  Run that phase once and nothing else, for profilers: parsing, or
                             validation and pre-filter, on one thread; or the audit on --jobs
                             workers (valgrind --tool=callgrind counts instructions
                             reproducibly; use --jobs 1 there). With --no-prefilter the
                             audit parses every file.
    --only compare           Audit with and without the pre-filter on --jobs workers and
                             compare the reports in the text, Xcode and JSON formats; exits 1
                             when they differ (the pre-filter must change nothing).
    --only prefilter         List each file the pre-filter passes: its size, the rules whose
                             tokens it holds, and the findings the audit reports in it, so the
                             files parsed for nothing show which tokens to narrow.
    --only facts             Read each file's declarations with the token pass the audit runs
                             and with the tree pass, and compare them; exits 1 when they differ.

    """

  /// Parses `arguments` (without the program name), or returns a message.
  static func parse(_ arguments: [String]) -> Result<BenchmarkOptions, Message> {
    var options = BenchmarkOptions()
    var index = 0
    func value(_ name: String) -> String? {
      guard index < arguments.count else { return nil }
      index += 1
      return arguments[index - 1]
    }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      switch argument {
      case "--files":
        guard let text = value(argument), let count = Int(text), count >= 1 else {
          return .failure(Message("--files needs a whole number of at least 1"))
        }
        options.fileCount = count
      case "--motion-share":
        guard let text = value(argument), let share = Double(text), (0...1).contains(share) else {
          return .failure(Message("--motion-share needs a number from 0 to 1"))
        }
        options.motionShare = share
      case "--seed":
        guard let text = value(argument), let seed = UInt64(text) else {
          return .failure(Message("--seed needs a whole number"))
        }
        options.seed = seed
      case "--path":
        guard let path = value(argument) else {
          return .failure(Message("--path needs a directory"))
        }
        options.path = path
      case "--jobs":
        guard let text = value(argument), let jobs = Int(text), jobs >= 1 else {
          return .failure(Message("--jobs needs a whole number of at least 1"))
        }
        options.jobs = jobs
      case "--repetitions":
        guard let text = value(argument), let count = Int(text), count >= 1 else {
          return .failure(Message("--repetitions needs a whole number of at least 1"))
        }
        options.repetitions = count
      case "--no-memory-check":
        options.checksMemory = false
      case "--no-every-file-motion":
        options.checksEveryFileWithMotion = false
      case "--keep-corpus":
        options.keepsCorpus = true
      case "--memory-probe":
        guard let path = value(argument) else {
          return .failure(Message("--memory-probe needs a directory"))
        }
        options.memoryProbe = path
      case "--only":
        guard let text = value(argument), let phase = Phase(rawValue: text) else {
          return .failure(Message("--only needs parse, scan, audit, compare, prefilter or facts"))
        }
        options.onlyPhase = phase
      case "--findings-per-file", "--members-per-type":
        guard let text = value(argument), let count = Int(text), count >= 0 else {
          return .failure(Message("\(argument) needs a whole number of at least 0"))
        }
        if argument == "--findings-per-file" {
          options.findingsPerFile = count
        } else {
          options.membersPerType = count
        }
      case "--no-prefilter":
        options.usesPrefilter = false
      case "--help", "-h":
        return .failure(Message(usage, isHelp: true))
      default:
        return .failure(Message("unknown option '\(argument)'\n\n" + usage))
      }
    }
    return .success(options)
  }

  /// Text for the user: help, or what is wrong with the arguments.
  struct Message: Error {
    var text: String
    var isHelp = false

    init(_ text: String, isHelp: Bool = false) {
      self.text = text
      self.isHelp = isHelp
    }
  }
}
