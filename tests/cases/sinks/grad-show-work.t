cmd
  $ATTN grad --wrt sinks -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' --dout '[1,0]' --sinks '[0]' -p 6 --show-work
stdout
  -0.249988
stderr
  row 0 (<literal> line 1): q = [1, 0]
    dot products   q.k0 = 1*1 + 0*0 = 1
                   q.k1 = 1*0 + 0*1 = 0
    scale          divide by sqrt(d_k) = sqrt(2) = 1.41421
    scores         [1, 0] / 1.41421
                   = [0.707107, 0]
    row max        max(0.707107, sink 0) = 0.707107
    exp(s - max)   [exp(0), exp(-0.707107)]
                   = [1, 0.493069]
    sink           exp(sink - max) = exp(-0.707107) = 0.493069
    sum            1 + 0.493069 + 0.493069 = 1.98614
    weights        [1, 0.493069] / 1.98614
                   = [0.50349, 0.248255]
    sink weight    0.493069 / 1.98614 = 0.248255 (the sink has no value)
    backward       dO = [1, 0]
    dA = dO V^T    dO.v0 = 1*2 + 0*0 = 2
                   dO.v1 = 1*0 + 0*2 = 0
    row sum        A.dA = 0.50349*2 + 0.248255*0 = 1.00698
    d sink         -a_sink*(A.dA) = -0.248255*1.00698
                   (summed exactly over the rows, rounded once at the end)
