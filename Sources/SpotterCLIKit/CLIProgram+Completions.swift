/// Shell completion scripts for a program, written from the same declarations that parse the
/// command line and write `--help`, so a new command or option completes without anyone editing
/// a script.
///
/// ```swift
/// print(program.completionScript(for: .bash))   // complete -F _spotter spotter
/// ```
/// Each script finds the command being typed by walking the words before the cursor (a word that
/// names a subcommand of the command so far goes one level down; options and their values do not),
/// then offers that command's subcommands, or its options after a `-`, or, after an option whose
/// value names its choices (`--format plain|json`), those choices; anything else completes file names.
public enum CompletionShell: String, Sendable, CaseIterable {
    case bash, zsh, fish
}

/// One command as the completion scripts see it.
struct CompletionNode {
    /// `"config set"`; `""` for the program itself.
    var path: String
    var subcommands: [(name: String, summary: String)]
    var options: [ArgumentDeclaration]
    /// It takes words of its own (files, names), so file names are offered.
    var takesWords: Bool
}

extension CLIProgram {
    /// The completion script for `shell`, to be sourced or installed where the shell looks.
    public func completionScript(for shell: CompletionShell) -> String {
        switch shell {
        case .bash: return bashScript
        case .zsh: return zshScript
        case .fish: return fishScript
        }
    }

    static var helpDeclaration: ArgumentDeclaration {
        ArgumentDeclaration(kind: .flag, name: "--help", valueName: nil, help: "show this help")
    }

    /// Every command, the program first, parents before their subcommands.
    var completionNodes: [CompletionNode] {
        var nodes = [
            CompletionNode(
                path: "", subcommands: commands.map { ($0.name, $0.summary) },
                options: options.declarations + [Self.helpDeclaration], takesWords: false)
        ]
        func add(_ command: CLICommand<Context>, parent: [String]) {
            let path = parent + [command.name]
            let own = command.run != nil ? command.signature.declarations.filter(\.isNamed) : []
            nodes.append(
                CompletionNode(
                    path: path.joined(separator: " "), subcommands: command.subcommands.map { ($0.name, $0.summary) },
                    options: own + [Self.helpDeclaration],
                    takesWords: command.run != nil && command.signature.declarations.contains { !$0.isNamed }))
            for sub in command.subcommands { add(sub, parent: path) }
        }
        for command in commands { add(command, parent: []) }
        return nodes
    }

    /// `--format` → `["plain", "json"]`: an option's value name read as its choices, when it is
    /// plain lowercase words joined by `|`.
    static func choices(_ declaration: ArgumentDeclaration) -> [String]? {
        guard declaration.kind != .flag, let value = declaration.valueName, value.contains("|") else { return nil }
        let words = value.split(separator: "|").map(String.init)
        let simple = words.allSatisfy { w in !w.isEmpty && w.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } }
        return simple ? words : nil
    }

    /// Each command's options that take a value, keyed `"PATH OPTION"` (`"status --format"`), with
    /// their choices when they name them: two commands may give one option name different choices
    /// (`status --format plain|json`, `export csv --format spotter|strong|hevy`).
    var valuedOptionsByPath: [(key: String, choices: [String]?)] {
        completionNodes.flatMap { node in
            node.options.filter { $0.kind != .flag }.map { ("\(node.path) \($0.name)", Self.choices($0)) }
        }
    }

    /// Every option that takes a value, with its choices when it names them: what the word after it is.
    var valuedOptions: [(name: String, choices: [String]?)] {
        var seen: [String: [String]?] = [:]
        var order: [String] = []
        for node in completionNodes {
            for d in node.options where d.kind != .flag {
                if seen[d.name] == nil { order.append(d.name) }
                // Two commands may give one name different choices: then none are offered.
                if let old = seen[d.name], old != Self.choices(d) {
                    seen[d.name] = .some(nil)
                } else {
                    seen[d.name] = .some(Self.choices(d))
                }
            }
        }
        return order.map { ($0, seen[$0] ?? nil) }
    }

    // MARK: bash

    var bashScript: String {
        let fn = "_" + identifier
        var out = [
            "# bash completion for \(name), written by `\(name) completions bash`.",
            "# Install: \(name) completions bash > ~/.local/share/bash-completion/completions/\(name)",
            "",
            "\(fn)_subcommands() {",
            "    case \"$1\" in",
        ]
        for node in completionNodes where !node.subcommands.isEmpty {
            out.append(
                "    \(Shell.single(node.path))) echo \(Shell.single(node.subcommands.map(\.name).joined(separator: " "))) ;;"
            )
        }
        out += ["    esac", "}", "", "\(fn)_options() {", "    case \"$1\" in"]
        for node in completionNodes {
            let names = node.options.map(\.name) + (node.options.contains { $0.name == "--help" } ? ["-h"] : [])
            out.append("    \(Shell.single(node.path))) echo \(Shell.single(names.joined(separator: " "))) ;;")
        }
        out += ["    esac", "}", "", "\(fn)_words() {", "    case \"$1\" in"]
        for node in completionNodes where node.takesWords {
            out.append("    \(Shell.single(node.path))) return 0 ;;")
        }
        // `_value PATH OPTION`: the choices of OPTION in the command PATH (empty: any word, a file).
        out += ["    esac", "    return 1", "}", "", "\(fn)_value() {", "    case \"$1 $2\" in"]
        for option in valuedOptionsByPath {
            out.append(
                "    \(Shell.single(option.key))) echo \(Shell.single(option.choices?.joined(separator: " ") ?? "")) ;;"
            )
        }
        out += [
            "    *) return 1 ;;",
            "    esac",
            "}",
            "",
            "\(fn)() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]} path='' word i skip=0 choices",
            "    for ((i = 1; i < COMP_CWORD; i++)); do",
            "        word=${COMP_WORDS[i]}",
            "        if [ \"$skip\" = 1 ]; then skip=0; continue; fi",
            "        case \"$word\" in",
            "        --*=*) continue ;;",
            "        -*) \(fn)_value \"$path\" \"$word\" > /dev/null && skip=1; continue ;;",
            "        esac",
            "        case \" $(\(fn)_subcommands \"$path\") \" in",
            "        *\" $word \"*) path=${path:+$path }$word ;;",
            "        esac",
            "    done",
            "    if [ \"$COMP_CWORD\" -gt 1 ] && choices=$(\(fn)_value \"$path\" \"$prev\"); then",
            "        if [ -n \"$choices\" ]; then",
            "            mapfile -t COMPREPLY < <(compgen -W \"$choices\" -- \"$cur\")",
            "        else",
            "            mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")",
            "        fi",
            "        return 0",
            "    fi",
            "    case \"$cur\" in",
            "    -*) mapfile -t COMPREPLY < <(compgen -W \"$(\(fn)_options \"$path\")\" -- \"$cur\") ;;",
            "    *)",
            "        mapfile -t COMPREPLY < <(compgen -W \"$(\(fn)_subcommands \"$path\")\" -- \"$cur\")",
            "        if [ ${#COMPREPLY[@]} = 0 ] && \(fn)_words \"$path\"; then",
            "            mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")",
            "        fi",
            "        ;;",
            "    esac",
            "}",
            "complete -o filenames -F \(fn) \(name)",
        ]
        return out.joined(separator: "\n") + "\n"
    }

    // MARK: zsh

    var zshScript: String {
        let fn = "_" + identifier
        var out = [
            "#compdef \(name)",
            "# zsh completion for \(name), written by `\(name) completions zsh`.",
            "# Install: \(name) completions zsh > ~/.local/share/zsh/site-functions/_\(name)",
            "# (with fpath=(~/.local/share/zsh/site-functions $fpath) before compinit in ~/.zshrc)",
            "",
            "\(fn)_subcommands() {",
            "    case $1 in",
        ]
        for node in completionNodes where !node.subcommands.isEmpty {
            let items = node.subcommands.map { Shell.single("\($0.name):\($0.summary)") }.joined(separator: " ")
            out.append("    \(Shell.single(node.path))) reply=(\(items)) ;;")
        }
        out += ["    *) reply=() ;;", "    esac", "}", "", "\(fn)_options() {", "    case $1 in"]
        for node in completionNodes {
            let items = node.options.map { Shell.single("\($0.name):\($0.help)") }.joined(separator: " ")
            out.append("    \(Shell.single(node.path))) reply=(\(items)) ;;")
        }
        out += ["    *) reply=() ;;", "    esac", "}", "", "\(fn)_value() {", "    case \"$1 $2\" in"]
        for option in valuedOptionsByPath {
            let items = (option.choices ?? []).map(Shell.single).joined(separator: " ")
            out.append("    \(Shell.single(option.key))) reply=(\(items)) ;;")
        }
        out += [
            "    *) return 1 ;;",
            "    esac",
            "}",
            "",
            "\(fn)() {",
            "    local cmdpath='' word i skip=0",
            "    local -a reply names",
            "    for (( i = 2; i < CURRENT; i++ )); do",
            "        word=${words[i]}",
            "        if (( skip )); then skip=0; continue; fi",
            "        case $word in",
            "        --*=*) continue ;;",
            "        -*) \(fn)_value \"$cmdpath\" $word && skip=1; continue ;;",
            "        esac",
            "        \(fn)_subcommands $cmdpath",
            "        names=(${reply%%:*})",
            "        (( ${names[(Ie)$word]} )) && cmdpath=${cmdpath:+$cmdpath }$word",
            "    done",
            "    if (( CURRENT > 2 )) && \(fn)_value \"$cmdpath\" ${words[CURRENT-1]}; then",
            "        if (( ${#reply} )); then compadd -a reply; else _files; fi",
            "        return",
            "    fi",
            "    if [[ ${words[CURRENT]} == -* ]]; then",
            "        \(fn)_options $cmdpath",
            "        _describe -t options option reply",
            "    else",
            "        \(fn)_subcommands $cmdpath",
            "        if (( ${#reply} )); then _describe -t commands command reply; else _files; fi",
            "    fi",
            "}",
            "",
            "if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then",
            "    \(fn) \"$@\"",
            "else",
            "    compdef \(fn) \(name)",
            "fi",
        ]
        return out.joined(separator: "\n") + "\n"
    }

    // MARK: fish

    var fishScript: String {
        let fn = "__" + identifier
        var out = [
            "# fish completion for \(name), written by `\(name) completions fish`.",
            "# Install: \(name) completions fish > ~/.config/fish/completions/\(name).fish",
            "",
            "function \(fn)_subcommands",
            "    switch \"$argv[1]\"",
        ]
        for node in completionNodes where !node.subcommands.isEmpty {
            out.append("        case \(Shell.fish(node.path))")
            out.append(
                "            printf '%s\\n' \(node.subcommands.map { Shell.fish($0.name) }.joined(separator: " "))")
        }
        out += [
            "    end",
            "end",
            "",
            "function \(fn)_valued",
            "    contains -- $argv[1] \(valuedOptions.map { Shell.fish($0.name) }.joined(separator: " "))",
            "end",
            "",
            "# The command typed so far: `config set` for `\(name) config set KEY`.",
            "function \(fn)_path",
            "    set -l words (commandline -opc)",
            "    set -l path ''",
            "    set -l skip 0",
            "    for word in $words[2..-1]",
            "        if test $skip = 1",
            "            set skip 0",
            "            continue",
            "        end",
            "        if string match -q -- '--*=*' $word",
            "            continue",
            "        else if string match -q -- '-*' $word",
            "            \(fn)_valued $word; and set skip 1",
            "            continue",
            "        end",
            "        if contains -- $word (\(fn)_subcommands $path)",
            "            set path (string trim -- \"$path $word\")",
            "        end",
            "    end",
            "    echo $path",
            "end",
            "",
            "function \(fn)_at",
            "    test \"$(\(fn)_path)\" = \"$argv[1]\"",
            "end",
            "",
            "complete -c \(name) -f",
        ]
        for node in completionNodes {
            let at = Shell.fish("\(fn)_at \(Shell.fish(node.path))")
            for sub in node.subcommands {
                out.append("complete -c \(name) -n \(at) -a \(Shell.fish(sub.name)) -d \(Shell.fish(sub.summary))")
            }
            for option in node.options {
                var line = "complete -c \(name) -n \(at)"
                if option.name.hasPrefix("--") {
                    line += " -l \(Shell.fish(String(option.name.dropFirst(2))))"
                } else {
                    line += " -o \(Shell.fish(String(option.name.dropFirst())))"
                }
                if option.name == "--help" { line += " -s h" }
                if option.kind != .flag {
                    line += " -r"
                    if let choices = Self.choices(option) {
                        line += " -x -a \(Shell.fish(choices.joined(separator: " ")))"
                    } else {
                        line += " -F"
                    }
                }
                out.append(line + " -d \(Shell.fish(option.help))")
            }
            if node.takesWords { out.append("complete -c \(name) -n \(at) -F") }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The program's name as a shell function name: `spotter` → `spotter`, `my-tool` → `my_tool`.
    var identifier: String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}

/// Quoting for the generated scripts.
enum Shell {
    /// `'it'\''s'`: one word in a POSIX shell and in zsh.
    static func single(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// The same for fish, where a backslash inside single quotes escapes the next `\\` or `'`.
    static func fish(_ text: String) -> String {
        single(text.split(separator: "\\", omittingEmptySubsequences: false).joined(separator: "\\\\"))
    }
}
