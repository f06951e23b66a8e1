import Foundation

// `motion-audit-benchmark`: see `BenchmarkOptions.usage` and docs/performance.md.
switch BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let message):
  FileHandle.standardError.write(Data((message.text + "\n").utf8))
  exit(message.isHelp ? 0 : 2)
case .success(let options):
  if let directory = options.memoryProbe {
    exit(MemoryProbe.runInChild(directory: directory, jobs: options.jobs))
  }
  exit(BenchmarkRun(options: options).run())
}
