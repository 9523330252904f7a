cmd
  mkdir d && echo old > d/W.csv && /usr/bin/python3 -c "import subprocess,signal,time,os,sys,resource; p=subprocess.Popen(sys.argv[1].split()+['weights','-o','d/W.csv'],stdin=subprocess.PIPE,preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_CORE,(0,0))); p.stdin.write(b'1,1\n'); p.stdin.flush(); [time.sleep(0.1) for _ in range(100) if not any(f.startswith('.W.csv.') for f in os.listdir('d'))]; print('temporary files:', sum(f.startswith('.W.csv.') for f in os.listdir('d'))); p.send_signal(signal.SIGQUIT); p.stdin.close(); p.wait(); print('killed by SIGQUIT:', p.returncode == -signal.SIGQUIT)" "$ATTN"
after
  cat d/W.csv; ls -a d
stdout
  temporary files: 1
  killed by SIGQUIT: True
  old
  .
  ..
  W.csv
